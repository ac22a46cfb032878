import type { z } from "zod";

/** Token counts one model call reported. */
export interface ModelUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface StructuredRequest<S extends z.ZodType> {
  /** Instructions (the system message). */
  system: string;
  /** The material to work on (the user message). */
  user: string;
  schema: S;
  /** Name of the response format, `[a-zA-Z0-9_-]{1,64}`. */
  name: string;
  maxOutputTokens?: number;
}

export interface StructuredResult<T> {
  value: T;
  usage: ModelUsage;
  requestId: string | null;
}

/** A chat model that answers with JSON matching a zod schema (OpenAI, an OpenAI-compatible server, the sandbox). */
export interface LanguageModel {
  /** The configured model name, stored with what it produced. */
  readonly model: string;
  completeStructured<S extends z.ZodType>(request: StructuredRequest<S>): Promise<StructuredResult<z.infer<S>>>;
  /** One vector per text, in order. */
  embed(texts: string[]): Promise<number[][]>;
  readonly embeddingModel: string;
}
