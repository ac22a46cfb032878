import { describe, expect, it } from "vitest";
import { parseTranscriptHash, segmentAt, transcriptAnchorId, transcriptHash, parseTranscriptQuery } from "./transcript-anchor";

describe("transcript anchors", () => {
  it("names a segment t-<floor seconds> and links #t=<floor seconds>", () => {
    expect(transcriptAnchorId(95.8)).toBe("t-95");
    expect(transcriptAnchorId(-3)).toBe("t-0");
    expect(transcriptHash(12.8)).toBe("#t=12");
  });

  it("reads only #t=<seconds>", () => {
    expect(parseTranscriptHash("#t=95")).toBe(95);
    expect(parseTranscriptHash("#t=0")).toBe(0);
    for (const hash of ["", "#t=", "#t=-1", "#t=1.5", "#t-95", "#summary", "#t=99999999"]) expect(parseTranscriptHash(hash)).toBeNull();
  });

  it("finds the segment being spoken at a second", () => {
    const segments = [{ start_seconds: 20 }, { start_seconds: 40.4 }, { start_seconds: 60 }];
    expect(segmentAt(segments, 10)).toBe(-1);
    expect(segmentAt(segments, 20)).toBe(0);
    expect(segmentAt(segments, 40)).toBe(1);
    expect(segmentAt(segments, 59)).toBe(1);
    expect(segmentAt(segments, 3600)).toBe(2);
    expect(segmentAt([], 5)).toBe(-1);
  });
});

describe("parseTranscriptQuery", () => {
  it("reads a recap email's ?t=<seconds>, and nothing else", () => {
    expect(parseTranscriptQuery("?t=95")).toBe(95);
    expect(parseTranscriptQuery("?utm_source=mail&t=0")).toBe(0);
    expect(parseTranscriptQuery("")).toBeNull();
    expect(parseTranscriptQuery("?t=")).toBeNull();
    expect(parseTranscriptQuery("?t=-4")).toBeNull();
    expect(parseTranscriptQuery("?t=1.5")).toBeNull();
    expect(parseTranscriptQuery("?t=12345678")).toBeNull();
  });
});
