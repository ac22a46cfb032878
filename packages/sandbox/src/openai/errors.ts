import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { jsonResponse } from "../core/http";

export function openaiRequestId(): string {
  return `req_${randomBytes(12).toString("hex")}`;
}

/** OpenAI's error envelope: `{"error":{"message","type","param","code"}}`, with `x-request-id`. */
export function openaiError(
  status: number,
  error: { message: string; type: string; param?: string | null; code?: string | null },
  headers: Record<string, string> = {},
): Response {
  return jsonResponse(
    { error: { message: error.message, type: error.type, param: error.param ?? null, code: error.code ?? null } },
    status,
    { "x-request-id": openaiRequestId(), ...headers },
  );
}

export function invalidRequest(message: string, param: string | null = null, code: string | null = null): Response {
  return openaiError(400, { message, type: "invalid_request_error", param, code });
}

/**
 * A model this API does not serve answers 404 with `model_not_found` and `param: null`, on every endpoint
 * (https://platform.openai.com/docs/guides/error-codes: "404 - The model does not exist or you do not have
 * access to it"); the SDK raises NotFoundError and does not retry it.
 */
export function modelNotFound(model: string): Response {
  return openaiError(404, { message: `The model \`${model}\` does not exist or you do not have access to it.`, type: "invalid_request_error", param: null, code: "model_not_found" });
}

/** The SDK sends `Authorization: Bearer <key>`; any non-empty key is accepted (there is no account to check). */
export function checkApiKey(header: string | undefined): Response | null {
  const key = /^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1];
  if (key) return null;
  return openaiError(401, {
    message: "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
    type: "invalid_request_error",
    code: "invalid_api_key",
  });
}

/** ~4 characters per token: what OpenAI's own rule of thumb says, good enough for usage reporting. */
export function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

/** A request body that failed its schema: the first problem, named by its path. */
export function invalidValue(error: z.ZodError): Response {
  const issue = error.issues[0];
  const path = issue?.path.join(".") ?? "";
  return invalidRequest(`Invalid value for '${path}': ${issue?.message ?? "invalid"}`, path || null, "invalid_value");
}
