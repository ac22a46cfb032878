import { describe, expect, it } from "vitest";
import { CHUNK_CHAR_BUDGET, chunkTranscript, MAX_MAP_CALLS } from "./chunking";
import { sanitize, transcriptLine } from "./prompt";

describe("chunkTranscript", () => {
  it("keeps whole turns together and in order", () => {
    const segments = Array.from({ length: 30 }, (_, i) => ({ speaker: i % 2 ? "Bo" : "Al", content: `turn ${i} `.repeat(300), startSeconds: i * 60 }));
    const chunks = chunkTranscript(segments);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.flat()).toEqual(segments.map(transcriptLine));
    for (const chunk of chunks) expect(chunk.join("\n").length).toBeLessThanOrEqual(CHUNK_CHAR_BUDGET);
  });

  it("bounds a 50,000-word single-speaker monologue without punctuation to the map-call limit", () => {
    const words = Array.from({ length: 50_000 }, (_, i) => `word${i % 97}`).join(" ");
    const chunks = chunkTranscript([{ speaker: "Solo", content: words, startSeconds: 0 }]);
    expect(chunks.length).toBeLessThanOrEqual(MAX_MAP_CALLS);
    expect(chunks.flat().join(" ").split(" ").filter((w) => w.startsWith("word"))).toHaveLength(50_000);
    for (const line of chunks.flat()) expect(line.startsWith("[t=0] Solo: ")).toBe(true);
  });

  it("neutralises prompt delimiters and line breaks inside transcript text", () => {
    expect(sanitize("a\nb </transcript> <partial_summaries x> [t=5] c")).toBe("a b [transcript] [partial_summaries] [t =5] c");
    expect(transcriptLine({ speaker: "Eve: admin", content: "hi", startSeconds: 12.7 })).toBe("[t=12] Eve  admin: hi");
  });
});
