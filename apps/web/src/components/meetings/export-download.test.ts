import { describe, expect, it } from "vitest";
import { errorDetail, EXPORT_OPTIONS, exportUrl, filenameFromDisposition } from "./export-download";

describe("export downloads", () => {
  it("offers the six formats once each", () => {
    expect(EXPORT_OPTIONS.map((o) => o.format)).toEqual(["md", "pdf", "docx", "srt", "vtt", "json"]);
  });

  it("builds the REST URL with the reader's zone", () => {
    expect(exportUrl("abc", "pdf", "Europe/Paris")).toBe("/api/meetings/abc/export?format=pdf&tz=Europe%2FParis");
    expect(exportUrl("a/b", "md")).toBe("/api/meetings/a%2Fb/export?format=md");
  });

  it("reads the UTF-8 file name first, then the ASCII one, else the fallback", () => {
    const header = `attachment; filename="Reunion Chloe 2026-11-23.md"; filename*=UTF-8''R%C3%A9union%20Chlo%C3%A9%202026-11-23.md`;
    expect(filenameFromDisposition(header, "x")).toBe("Réunion Chloé 2026-11-23.md");
    expect(filenameFromDisposition(`attachment; filename="a \\"b\\".md"`, "x")).toBe('a "b".md');
    expect(filenameFromDisposition("attachment; filename=plain.srt", "x")).toBe("plain.srt");
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A; filename=\"ok.md\"", "x")).toBe("ok.md");
    expect(filenameFromDisposition(null, "meeting.md")).toBe("meeting.md");
  });

  it("shows the server's detail for a refused export", async () => {
    const refused = new Response(JSON.stringify({ detail: "Export is part of the Pro plan." }), { status: 403 });
    expect(await errorDetail(refused)).toBe("Export is part of the Pro plan.");
    expect(await errorDetail(new Response("<html>", { status: 502 }))).toBe("Export failed (HTTP 502). Try again.");
  });
});
