import { randomBytes } from "node:crypto";
import { jsonResponse } from "../core/http";

export const requestId = () => randomBytes(10).toString("hex");

/** ElevenLabs' error envelope: `{"detail": {"status": "<code>", "message": "..."}}`, with a `request-id` header. */
export function elevenLabsError(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return jsonResponse({ detail: { status: code, message } }, status, { "request-id": requestId(), ...headers });
}

/** Request validation (FastAPI's shape, as ElevenLabs answers it): 422 with a list of problems. */
export function validationError(loc: (string | number)[], msg: string, type = "missing"): Response {
  return jsonResponse({ detail: [{ type, loc, msg, input: null }] }, 422, { "request-id": requestId() });
}

/** The SDK sends `xi-api-key`; any non-empty key is accepted (there is no account to check). */
export function checkApiKey(header: string | undefined): Response | null {
  if (header?.trim()) return null;
  return elevenLabsError(401, "needs_authorization", "Neither authorization header nor xi-api-key received, please provide one.");
}
