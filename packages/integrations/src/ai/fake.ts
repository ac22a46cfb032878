import type { z } from "zod";
import type { LanguageModel, StructuredRequest, StructuredResult } from "./interface";

/**
 * A scripted model for unit tests of code that only needs *a* model: each call is answered by `respond`
 * (which may throw), and every request is recorded.
 */
export class FakeLanguageModel implements LanguageModel {
  readonly model = "fake-model";
  readonly embeddingModel = "fake-embedding";
  readonly requests: StructuredRequest<z.ZodType>[] = [];
  constructor(private readonly respond: (request: StructuredRequest<z.ZodType>) => unknown) {}

  async completeStructured<S extends z.ZodType>(request: StructuredRequest<S>): Promise<StructuredResult<z.infer<S>>> {
    this.requests.push(request);
    const value = request.schema.parse(await this.respond(request));
    return { value, usage: { promptTokens: Math.ceil(request.user.length / 4), completionTokens: 10 }, requestId: null };
  }

  embed(texts: string[]): Promise<number[][]> {
    return Promise.resolve(texts.map((t) => [t.length, 1]));
  }
}
