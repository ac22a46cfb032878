import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { z } from "zod";
import type { SandboxContext } from "../core/context";
import { jsonResponse } from "../core/http";
import { structuredAnswer, textAnswer } from "./answer";
import { avatarAnswer } from "./avatar";
import { estimateTokens, invalidRequest, modelNotFound, openaiRequestId } from "./errors";
import { waitFor, type OpenAILatency } from "./latency";
import { acceptRequest } from "./request";
import { strictViolation, type JsonSchema } from "./json-schema";

const contentPart = z.object({ type: z.string(), text: z.string().optional() }).loose();
const message = z
  .object({
    role: z.enum(["system", "developer", "user", "assistant", "tool"]),
    content: z.union([z.string(), z.array(contentPart), z.null()]).optional(),
  })
  .loose();

const chatRequest = z
  .object({
    model: z.string().min(1),
    messages: z.array(message).min(1),
    temperature: z.number().min(0).max(2).nullish(),
    top_p: z.number().min(0).max(1).nullish(),
    presence_penalty: z.number().min(-2).max(2).nullish(),
    frequency_penalty: z.number().min(-2).max(2).nullish(),
    logprobs: z.boolean().nullish(),
    n: z.number().int().min(1).max(8).nullish(),
    stream: z.boolean().nullish(),
    stream_options: z.object({ include_usage: z.boolean().optional() }).loose().nullish(),
    max_completion_tokens: z.number().int().positive().nullish(),
    max_tokens: z.number().int().positive().nullish(),
    response_format: z
      .discriminatedUnion("type", [
        z.object({ type: z.literal("text") }),
        z.object({ type: z.literal("json_object") }),
        z.object({
          type: z.literal("json_schema"),
          json_schema: z.object({ name: z.string().regex(/^[a-zA-Z0-9_-]{1,64}$/), strict: z.boolean().nullish(), schema: z.record(z.string(), z.unknown()).optional() }).loose(),
        }),
      ])
      .nullish(),
  })
  .loose();

function textOf(content: z.infer<typeof message>["content"]): string {
  if (typeof content === "string") return content;
  return (content ?? []).map((part) => part.text ?? "").join("\n");
}

/**
 * The chat models the sandbox serves, by family, with or without a dated snapshot suffix
 * (https://platform.openai.com/docs/models). Anything else is a model OpenAI would not know: 404.
 */
const CHAT_MODEL = /^(gpt-4o(-mini)?|gpt-4\.1(-mini|-nano)?|gpt-4-turbo|gpt-3\.5-turbo|o1|o3(-mini)?|o4-mini|gpt-5(-mini|-nano)?)(-\d{4}-\d{2}-\d{2})?$/;

/**
 * Reasoning models (o-series, gpt-5) take only the default sampling: a `temperature` or `top_p` other than 1,
 * and any presence or frequency penalty or `logprobs`, are refused with `unsupported_value` /
 * `unsupported_parameter`; `max_tokens` is refused for `max_completion_tokens`
 * (https://platform.openai.com/docs/guides/reasoning#limitations).
 */
const REASONING_MODEL = /^(o\d|gpt-5)/;

function refusedByReasoningModel(request: z.infer<typeof chatRequest>): Response | null {
  for (const param of ["temperature", "top_p"] as const) {
    const value = request[param];
    if (value != null && value !== 1) {
      return invalidRequest(`Unsupported value: '${param}' does not support ${value} with this model. Only the default (1) value is supported.`, param, "unsupported_value");
    }
  }
  for (const param of ["presence_penalty", "frequency_penalty", "logprobs"] as const) {
    if (request[param] != null && request[param] !== 0 && request[param] !== false) {
      return invalidRequest(`Unsupported parameter: '${param}' is not supported with this model.`, param, "unsupported_parameter");
    }
  }
  if (request.max_tokens != null) {
    return invalidRequest("Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.", "max_tokens", "unsupported_parameter");
  }
  return null;
}

/** `POST /v1/chat/completions`: a deterministic answer derived from the prompt's transcript. */
export function chatCompletions(ctx: SandboxContext, latency: OpenAILatency) {
  return async (c: Context): Promise<Response> => {
    const accepted = await acceptRequest(c, ctx, chatRequest);
    if (accepted instanceof Response) return accepted;
    await waitFor(latency.chatMs);
    const { body: request, fault } = accepted;
    if (!CHAT_MODEL.test(request.model)) return modelNotFound(request.model);
    if (REASONING_MODEL.test(request.model)) {
      const refused = refusedByReasoningModel(request);
      if (refused) return refused;
    }
    const format = request.response_format;
    const prompt = request.messages.filter((m) => m.role === "user").map((m) => textOf(m.content)).join("\n");

    let content: string;
    if (format?.type === "json_schema") {
      const schema = format.json_schema.schema as JsonSchema | undefined;
      if (!schema) return invalidRequest("Missing required parameter: 'response_format.json_schema.schema'.", "response_format.json_schema.schema", "missing_required_parameter");
      if (format.json_schema.strict) {
        const problem = strictViolation(schema);
        if (problem) return invalidRequest(`Invalid schema for response_format '${format.json_schema.name}': ${problem}`, "response_format", "invalid_json_schema");
      }
      let answer = (avatarAnswer(ctx, schema, prompt) ?? structuredAnswer(schema, prompt)) as Record<string, unknown>;
      if (fault === "missing_fields") answer = Object.fromEntries(Object.entries(answer).slice(1));
      content = JSON.stringify(answer);
    } else if (format?.type === "json_object") {
      content = JSON.stringify({ answer: textAnswer(prompt) });
    } else {
      content = textAnswer(prompt);
    }
    if (fault === "malformed_json") content = content.slice(0, Math.max(1, Math.floor(content.length / 2)));

    const promptTokens = estimateTokens(request.messages.map((m) => textOf(m.content)).join("\n"));
    let completionTokens = estimateTokens(content);
    const limit = request.max_completion_tokens ?? request.max_tokens ?? null;
    let finishReason = "stop";
    if (limit !== null && completionTokens > limit) {
      content = content.slice(0, limit * 4);
      completionTokens = limit;
      finishReason = "length";
    }
    const usage = {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
    };
    const id = `chatcmpl-${randomBytes(12).toString("hex")}`;
    const created = Math.floor(ctx.now().getTime() / 1000);
    const headers = rateLimitHeaders(promptTokens + completionTokens);
    const n = request.n ?? 1;

    if (request.stream) {
      const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
        `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model: request.model, system_fingerprint: "fp_sandbox", choices, ...extra })}\n\n`;
      const range = [...Array(n).keys()];
      let sse = chunk(range.map((index) => ({ index, delta: { role: "assistant", content: "", refusal: null }, logprobs: null, finish_reason: null })));
      sse += chunk(range.map((index) => ({ index, delta: { content }, logprobs: null, finish_reason: null })));
      sse += chunk(range.map((index) => ({ index, delta: {}, logprobs: null, finish_reason: finishReason })));
      if (request.stream_options?.include_usage) sse += chunk([], { usage });
      sse += "data: [DONE]\n\n";
      return new Response(sse, { headers: { "Content-Type": "text/event-stream; charset=utf-8", ...headers } });
    }

    return jsonResponse(
      {
        id,
        object: "chat.completion",
        created,
        model: request.model,
        system_fingerprint: "fp_sandbox",
        service_tier: "default",
        choices: [...Array(n).keys()].map((index) => ({
          index,
          finish_reason: finishReason,
          logprobs: null,
          message: { role: "assistant", content, refusal: null, annotations: [] },
        })),
        usage,
      },
      200,
      headers,
    );
  };
}

export function rateLimitHeaders(tokens: number): Record<string, string> {
  return {
    "x-request-id": openaiRequestId(),
    "x-ratelimit-limit-requests": "10000",
    "x-ratelimit-remaining-requests": "9999",
    "x-ratelimit-reset-requests": "6ms",
    "x-ratelimit-limit-tokens": "10000000",
    "x-ratelimit-remaining-tokens": String(Math.max(0, 10_000_000 - tokens)),
    "x-ratelimit-reset-tokens": "0s",
  };
}

