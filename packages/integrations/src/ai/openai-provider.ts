import OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import { ContentFilterFinishReasonError, LengthFinishReasonError } from "openai/error";
import { z } from "zod";
import { AiError } from "./errors";
import type { LanguageModel, StructuredRequest, StructuredResult } from "./interface";

export interface OpenAIModelConfig {
  apiKey: string;
  baseURL: string;
  model: string;
  embeddingModel: string;
  /** Per request; a timed-out request is retried by the SDK. */
  timeoutMs: number;
  /** SDK retries on 408/409/429/5xx/timeouts, with its exponential backoff. */
  maxRetries: number;
  /** Embedding size asked for (text-embedding-3 can shorten). */
  embeddingDimensions?: number;
}

/**
 * Whether the model takes sampling parameters. OpenAI's reasoning models (o-series, gpt-5) refuse any
 * `temperature` but the default; every other model (and OpenAI-compatible servers' models) gets 0.
 */
export function acceptsTemperature(model: string): boolean {
  return !/^(o\d|gpt-5)/.test(model);
}

/** The `openai` SDK behind {@link LanguageModel}: Chat Completions with a strict json_schema response format. */
export function createOpenAIModel(config: OpenAIModelConfig): LanguageModel {
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, timeout: config.timeoutMs, maxRetries: config.maxRetries });
  return {
    model: config.model,
    embeddingModel: config.embeddingModel,
    async completeStructured<S extends z.ZodType>(request: StructuredRequest<S>): Promise<StructuredResult<z.infer<S>>> {
      try {
        const completion = await client.chat.completions.parse({
          model: config.model,
          ...(acceptsTemperature(config.model) ? { temperature: 0 } : {}),
          ...(request.maxOutputTokens ? { max_completion_tokens: request.maxOutputTokens } : {}),
          messages: [
            { role: "system", content: request.system },
            { role: "user", content: request.user },
          ],
          response_format: zodResponseFormat(request.schema, request.name),
        });
        const message = completion.choices[0]?.message;
        if (message?.refusal) throw new AiError("refused", `The model refused: ${message.refusal}`);
        if (message?.parsed == null) throw new AiError("invalid_output", "The model returned no content");
        return {
          value: message.parsed as z.infer<S>,
          usage: { promptTokens: completion.usage?.prompt_tokens ?? 0, completionTokens: completion.usage?.completion_tokens ?? 0 },
          requestId: completion._request_id ?? null,
        };
      } catch (error) {
        throw toAiError(error);
      }
    },
    async embed(texts: string[]): Promise<number[][]> {
      if (texts.length === 0) return [];
      try {
        const result = await client.embeddings.create({
          model: config.embeddingModel,
          input: texts,
          ...(config.embeddingDimensions ? { dimensions: config.embeddingDimensions } : {}),
        });
        return [...result.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
      } catch (error) {
        throw toAiError(error);
      }
    },
  };
}

export function toAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof LengthFinishReasonError) return new AiError("truncated", "The model ran out of output tokens", { cause: error });
  if (error instanceof ContentFilterFinishReasonError) return new AiError("refused", "The model's answer was filtered", { cause: error });
  if (error instanceof SyntaxError || error instanceof z.ZodError) return new AiError("invalid_output", `The model's answer did not match the schema: ${error.message.slice(0, 200)}`, { cause: error });
  if (error instanceof OpenAI.RateLimitError) {
    // insufficient_quota is a 429 too, but no amount of waiting fixes it.
    const kind = error.code === "insufficient_quota" ? "rejected" : "rate_limited";
    return new AiError(kind, `Model provider: ${error.message}`, { cause: error, status: 429 });
  }
  // 404 model_not_found (https://platform.openai.com/docs/guides/error-codes): a configuration mistake, named
  // plainly; the SDK does not retry a 404 and AiError "rejected" tells callers not to either.
  if (error instanceof OpenAI.NotFoundError && error.code === "model_not_found") {
    const model = /`([^`]+)`/.exec(error.message)?.[1] ?? "configured";
    return new AiError("rejected", `The AI model \`${model}\` does not exist or this API key cannot use it (check the configured model name).`, { cause: error, status: 404 });
  }
  if (error instanceof OpenAI.APIConnectionError) return new AiError("unavailable", `Model provider unreachable: ${error.message}`, { cause: error });
  if (error instanceof OpenAI.APIError) {
    const status: number = typeof error.status === "number" ? error.status : 0;
    const kind = status >= 500 || status === 408 || status === 409 ? "unavailable" : "rejected";
    return new AiError(kind, `Model provider: ${error.message}`, { cause: error, status });
  }
  return new AiError("unavailable", error instanceof Error ? error.message : String(error), { cause: error });
}
