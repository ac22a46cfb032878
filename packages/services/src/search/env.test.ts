import { describe, expect, it } from "vitest";
import { searchEnv } from "./env";

describe("searchEnv (parsed once per value)", () => {
  it("follows a changed variable, and throws for an invalid one every time", () => {
    expect(searchEnv({ SEARCH_MIN_SIMILARITY: "0.3" }).SEARCH_MIN_SIMILARITY).toBe(0.3);
    expect(searchEnv({ SEARCH_MIN_SIMILARITY: "0.4" }).SEARCH_MIN_SIMILARITY).toBe(0.4);
    expect(searchEnv({ SEARCH_MIN_SIMILARITY: "0.3", SEARCH_SEMANTIC: "off" }).SEARCH_SEMANTIC).toBe("off");
    expect(searchEnv({ SEARCH_MIN_SIMILARITY: "0.3" }).SEARCH_SEMANTIC).toBe("auto");
    for (let i = 0; i < 2; i++) expect(() => searchEnv({ SEARCH_MIN_SIMILARITY: "2" })).toThrow();
  });
});
