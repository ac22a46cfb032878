import { describe, expect, it } from "vitest";
import { firstAtOrAfter, formatOffset } from "./transcript-format";

describe("formatOffset", () => {
  it("formats minutes and seconds", () => {
    expect(formatOffset(0)).toBe("0:00");
    expect(formatOffset(5)).toBe("0:05");
    expect(formatOffset(65.9)).toBe("1:05");
    expect(formatOffset(3599)).toBe("59:59");
  });

  it("adds hours from an hour on", () => {
    expect(formatOffset(3600)).toBe("1:00:00");
    expect(formatOffset(3 * 3600 + 7 * 60 + 9)).toBe("3:07:09");
  });

  it("formats a bot session's segment offsets (the session dialog's, once formatTranscriptOffset)", () => {
    expect([0, 20, 65.7, 3725, -3].map(formatOffset)).toEqual(["0:00", "0:20", "1:05", "1:02:05", "0:00"]);
  });

  it("clamps negative and non-finite input to zero", () => {
    expect(formatOffset(-10)).toBe("0:00");
    expect(formatOffset(Number.NaN)).toBe("0:00");
  });
});

describe("firstAtOrAfter: the user's arrival on the transcript", () => {
  const segments = [{ start_seconds: 250 }, { start_seconds: 270 }, { start_seconds: 380 }, { start_seconds: 450 }];
  it("marks before the first line said at or after the arrival", () => {
    expect(firstAtOrAfter(segments, 440)).toBe(3);
    expect(firstAtOrAfter(segments, 380)).toBe(2);
    expect(firstAtOrAfter(segments, 0)).toBe(0);
  });
  it("goes after the last line when everything was said before, and nowhere without a transcript", () => {
    expect(firstAtOrAfter(segments, 7000)).toBe(4);
    expect(firstAtOrAfter([], 10)).toBe(-1);
  });
});
