import { z } from "zod";
import { AiError, type LanguageModel } from "../ai";
import type { Reranker } from "./interface";

/** One entry per document; the model may not skip any, but one it skips sorts last rather than failing the call. */
export const RerankScores = z.object({ scores: z.array(z.object({ index: z.number().int(), relevance: z.number() })) });

const SYSTEM = [
  "You rate how well each passage of a meeting transcript answers a search query.",
  "Give every passage, by its index, a relevance from 0 (unrelated) to 10 (answers the query directly).",
  "Judge by meaning, not by shared words: a passage that only mentions the words without answering scores low.",
].join("\n");

/** `<query>` and numbered `<document>`s: the tags the sandbox's chat model reads too. */
export function rerankPrompt(query: string, documents: readonly string[]): string {
  const docs = documents.map((d, i) => `<document index="${i}">\n${d}\n</document>`).join("\n");
  return `<query>${query}</query>\n<documents>\n${docs}\n</documents>`;
}

/** The chat model as a reranker: one structured-output call, a score per document. */
export function createChatReranker(model: LanguageModel): Reranker {
  return {
    name: `chat:${model.model}`,
    async rerank(query, documents) {
      if (!documents.length) return [];
      const { value } = await model.completeStructured({ system: SYSTEM, user: rerankPrompt(query, documents), schema: RerankScores, name: "rerank_scores", maxOutputTokens: 30 * documents.length + 100 });
      const scores = documents.map(() => Number.NEGATIVE_INFINITY);
      let rated = 0;
      for (const s of value.scores) {
        if (s.index < 0 || s.index >= documents.length || !Number.isFinite(s.relevance) || Number.isFinite(scores[s.index])) continue;
        scores[s.index] = Math.min(10, Math.max(0, s.relevance));
        rated++;
      }
      if (!rated) throw new AiError("invalid_output", "The model rated none of the passages");
      return scores;
    },
  };
}
