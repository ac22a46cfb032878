import { describe, expect, it } from "vitest";
import { searchConfig } from "./env";

describe("searchConfig", () => {
  it("reads the defaults when nothing is set", () => {
    expect(searchConfig({})).toEqual({ semantic: true, minSimilarity: 0.25, embedTimeoutMs: 3000, embeddingDimensions: 256 });
  });

  it("reads each variable, and 0 dimensions as the model's native size", () => {
    expect(searchConfig({ SEARCH_SEMANTIC: "off", SEARCH_MIN_SIMILARITY: "0.1", SEARCH_EMBED_TIMEOUT_MS: "500", OPENAI_EMBEDDING_DIMENSIONS: "0" })).toEqual({
      semantic: false,
      minSimilarity: 0.1,
      embedTimeoutMs: 500,
      embeddingDimensions: null,
    });
  });

  it("refuses a value out of range, so a bad setting fails at start-up", () => {
    expect(() => searchConfig({ SEARCH_MIN_SIMILARITY: "2" })).toThrow();
    expect(() => searchConfig({ SEARCH_SEMANTIC: "sometimes" })).toThrow();
  });
});
