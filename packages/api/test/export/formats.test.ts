import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { asciiFilename, contentDisposition } from "../../src/rest/content-disposition";
import { assertPlayable, parseSrt, parseVtt } from "@understudy/services/testing/subtitles";
import { buildExportDocument, type ExportSource, exportFilename, MAX_LINE_CHARS, renderDocx, renderJson, toExportJson, escapeMarkdown, renderMarkdown, renderSrt, renderVtt, MeetingExportJson, formatCueTime, formatOffset } from "@understudy/services/export";

const NOW = new Date("2026-11-23T12:00:00Z");

function source(overrides: Partial<ExportSource> = {}): ExportSource {
  return {
    meeting: {
      id: "5f1b8f7e-3c1d-4a55-9d2a-4b8e6f0c1a11",
      title: "Weekly sync with Chloé",
      description: "Roadmap and *budget*",
      scheduledAt: new Date("2026-11-23T10:00:00Z"),
      durationMinutes: 45,
      platform: "google_meet",
      status: "completed",
      meetingUrl: "https://meet.google.com/abc-defg-hij",
      summary: null,
      attendees: [],
    },
    summary: null,
    segments: [],
    participants: [],
    botAttended: false,
    ...overrides,
  };
}

const doc = (overrides: Partial<ExportSource> = {}, timeZone?: string) => buildExportDocument(source(overrides), { now: NOW, timeZone });

const segment = (seq: number, speaker: string, content: string, startSeconds: number, endSeconds: number) => ({ seq, speaker, content, startSeconds, endSeconds });

describe("timestamps", () => {
  it("formats cue times as SRT (comma) and WebVTT (dot) with milliseconds, hours past 99 and bad values as zero", () => {
    expect(formatCueTime(62.5, ",")).toBe("00:01:02,500");
    expect(formatCueTime(62.5, ".")).toBe("00:01:02.500");
    expect(formatCueTime(3725, ",")).toBe("01:02:05,000");
    expect(formatCueTime(1.9996, ".")).toBe("00:00:02.000");
    expect(formatCueTime(360_000, ",")).toBe("100:00:00,000");
    expect(formatCueTime(Number.NaN, ",")).toBe("00:00:00,000");
    expect(formatCueTime(-4, ".")).toBe("00:00:00.000");
  });

  it("formats transcript offsets as the meeting page does", () => {
    expect(formatOffset(0)).toBe("0:00");
    expect(formatOffset(62.9)).toBe("1:02");
    expect(formatOffset(3725)).toBe("1:02:05");
  });

  it("writes the meeting's time in the reader's zone, UTC by default", () => {
    expect(doc().when).toBe("Monday 23 November 2026, 10:00–10:45 (UTC)");
    expect(doc({}, "America/New_York").when).toBe("Monday 23 November 2026, 05:00–05:45 (America/New_York)");
  });
});

describe("file names", () => {
  it("keeps the title's letters, drops what file systems refuse, and adds the day and extension", () => {
    expect(exportFilename("Weekly sync with Chloé", "2026-11-23", "md")).toBe("Weekly sync with Chloé 2026-11-23.md");
    expect(exportFilename('Q3 / budget: "review"?', "2026-11-23", "pdf")).toBe("Q3 budget review 2026-11-23.pdf");
    expect(exportFilename("../../etc/passwd", "2026-11-23", "json")).toBe("etc passwd 2026-11-23.json");
    expect(exportFilename("line\nbreak\u0000\u202e", "2026-11-23", "srt")).toBe("line break 2026-11-23.srt");
    expect(exportFilename("...", "2026-11-23", "vtt")).toBe("Meeting 2026-11-23.vtt");
    expect([...exportFilename("é".repeat(500), "2026-11-23", "md")].length).toBe(80 + " 2026-11-23.md".length);
  });

  it("sends an ASCII fallback and the UTF-8 name in Content-Disposition (RFC 6266 / 5987)", () => {
    expect(asciiFilename("Réunion Chloé 東京 2026-11-23.md")).toBe("Reunion Chloe __ 2026-11-23.md");
    expect(contentDisposition("Réunion Chloé 東京 2026-11-23.md")).toBe(
      `attachment; filename="Reunion Chloe __ 2026-11-23.md"; filename*=UTF-8''R%C3%A9union%20Chlo%C3%A9%20%E6%9D%B1%E4%BA%AC%202026-11-23.md`,
    );
    expect(contentDisposition("it's (100%) done.md")).toBe(`attachment; filename="it's (100_) done.md"; filename*=UTF-8''it%27s%20%28100%25%29%20done.md`);
  });
});

describe("the document model", () => {
  it("merges attendance over bot sessions, leaves out who never joined, and marks unseen invitees absent", () => {
    const d = doc({
      botAttended: true,
      meeting: {
        ...source().meeting,
        attendees: [
          { email: "ada@example.com", name: "Ada Lovelace", self: true, organizer: true, responseStatus: "accepted" },
          { email: "alan@example.com", name: "Alan Turing", self: false, organizer: false, responseStatus: "accepted" },
        ],
      },
      participants: [
        { name: "Ada Lovelace", email: "ada@example.com", isHost: false, joinedAt: new Date("2026-11-23T10:05:00Z"), leftAt: new Date("2026-11-23T10:20:00Z") },
        { name: "Ada Lovelace", email: "ADA@example.com", isHost: true, joinedAt: new Date("2026-11-23T10:01:00Z"), leftAt: new Date("2026-11-23T10:44:00Z") },
        { name: "Grace Hopper", email: null, isHost: false, joinedAt: new Date("2026-11-23T10:02:00Z"), leftAt: null },
        { name: "Lurker", email: null, isHost: false, joinedAt: null, leftAt: null },
      ],
    });
    expect(d.attendance).toEqual([
      { name: "Ada Lovelace", email: "ada@example.com", status: "present", isHost: true, joinedAt: new Date("2026-11-23T10:01:00Z"), leftAt: new Date("2026-11-23T10:44:00Z") },
      { name: "Grace Hopper", email: null, status: "present", isHost: false, joinedAt: new Date("2026-11-23T10:02:00Z"), leftAt: null },
      { name: "Alan Turing", email: "alan@example.com", status: "absent", isHost: false, joinedAt: null, leftAt: null },
    ]);
  });

  it("uses the meeting's own notes when there is no AI summary, and clamps broken segment times", () => {
    const d = doc({ meeting: { ...source().meeting, summary: "Agreed to ship on Monday." }, segments: [segment(0, "  ", "Hi", -3, Number.NaN)] });
    expect(d.summary).toMatchObject({ source: "notes", overview: "Agreed to ship on Monday.", keyPoints: [] });
    expect(d.transcript).toEqual([{ seq: 0, speaker: "Unknown speaker", text: "Hi", start: 0, end: 0 }]);
  });
});

describe("Markdown", () => {
  it("escapes what would turn into formatting, links or headings", () => {
    expect(escapeMarkdown("# not a heading")).toBe("\\# not a heading");
    expect(escapeMarkdown("*bold* _it_ [link](x) <b> `code` a|b")).toBe("\\*bold\\* \\_it\\_ \\[link\\](x) \\<b\\> \\`code\\` a\\|b");
    expect(escapeMarkdown("1. one\n- two")).toBe("1\\. one - two");
  });

  it("has the details, summary with timestamps and transcript; says what is missing", () => {
    const md = renderMarkdown(
      doc({
        summary: {
          version: 2,
          model: "gpt-test",
          createdAt: NOW,
          content: {
            gist: "Ship Monday.",
            overview: "We reviewed the roadmap.",
            key_points: [{ point: "Beta has 240 testers", timestamp: 14 }],
            action_items: [{ task: "Update the roadmap", owner: "Elena", due: "Friday", timestamp: 258 }],
            decisions: [{ decision: "Notion export moves", context: "Search first", timestamp: 3725 }],
          },
        },
        segments: [segment(0, "Priya Shah", "Morning *all*.", 0, 13), segment(1, "Chloé", "# Bonjour", 14, 20)],
      }),
    );
    expect(md).toContain("# Weekly sync with Chloé\n");
    expect(md).toContain("- **Platform:** Google Meet");
    expect(md).toContain("Roadmap and \\*budget\\*");
    expect(md).toContain("> Ship Monday.");
    expect(md).toContain("- Beta has 240 testers `0:14`");
    expect(md).toContain("- [ ] Update the roadmap (owner: Elena, due: Friday) `4:18`");
    expect(md).toContain("- **Notion export moves** — Search first `1:02:05`");
    expect(md).toContain("**Priya Shah** `0:00`  \nMorning \\*all\\*.");
    expect(md).toContain("**Chloé** `0:14`  \n\\# Bonjour");
    expect(md).toContain("No attendance was captured. Speakers in the transcript: Priya Shah, Chloé.");

    const empty = renderMarkdown(doc());
    expect(empty).toContain("No summary yet.");
    expect(empty).toContain("No transcript yet.");
  });
});

describe("SRT and WebVTT", () => {
  const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
  const transcript = [
    segment(0, "Priya Shah", "Morning all.", 0, 2.5),
    segment(1, "Sam --> Ortiz", `Arrows --> and <i>tags</i> & ampersands`, 2.5, 62.5),
    segment(2, "Marcus Lee", long, 62.5, 122.5),
    segment(3, "Elena", "   ", 130, 131),
    segment(4, "Elena", "Said at the same second.", 131, 131),
    segment(5, "Elena", "Clock went backwards.", 120, 125),
  ];

  it("numbers SRT cues from 1 with comma times, the speaker first, long turns split to two lines of 42", () => {
    const srt = renderSrt(doc({ segments: transcript }));
    const cues = parseSrt(srt);
    assertPlayable(cues);
    expect(cues[0]).toEqual({ id: "1", start: 0, end: 2.5, text: "Priya Shah: Morning all." });
    expect(srt.startsWith("1\n00:00:00,000 --> 00:00:02,500\nPriya Shah: Morning all.\n\n2\n00:00:02,500 --> 00:01:02,500\n")).toBe(true);
    expect(cues[1]?.text).toBe("Sam → Ortiz: Arrows → and <i>tags</i> & ampersands");
    const marcus = cues.filter((c) => c.text.startsWith("Marcus Lee: "));
    expect(marcus.length).toBeGreaterThan(3);
    expect(marcus[0]?.start).toBe(62.5);
    expect(marcus.at(-1)?.end).toBe(122.5);
    for (const cue of marcus) {
      const lines = cue.text.replace("Marcus Lee: ", "").split("\n");
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(MAX_LINE_CHARS);
    }
    expect(marcus.map((c) => c.text.replace("Marcus Lee: ", "").replace("\n", " ")).join(" ")).toBe(long);
    // The empty turn is dropped; a zero-length turn still lasts; a turn timed before the previous one does not go back.
    const elena = cues.filter((c) => c.text.startsWith("Elena: "));
    expect(elena.map((c) => [c.start, c.end])).toEqual([
      [131, 132],
      [131, 132],
    ]);
  });

  it("writes WebVTT with a header, dot times, voice spans and &, <, > escaped", () => {
    const vtt = renderVtt(doc({ segments: transcript }));
    expect(vtt.startsWith("WEBVTT\n\nNOTE Weekly sync with Chloé — Monday 23 November 2026, 10:00–10:45 (UTC)\n\n1\n00:00:00.000 --> 00:00:02.500\n<v Priya Shah>Morning all.\n")).toBe(true);
    const cues = parseVtt(vtt);
    assertPlayable(cues);
    expect(cues).toHaveLength(parseSrt(renderSrt(doc({ segments: transcript }))).length);
    expect(cues[1]?.text).toBe("<v Sam --&gt; Ortiz>Arrows --&gt; and &lt;i&gt;tags&lt;/i&gt; &amp; ampersands");
  });

  it("writes valid empty files for a meeting without a transcript", () => {
    expect(parseSrt(renderSrt(doc()))).toEqual([]);
    expect(renderSrt(doc())).toBe("");
    expect(parseVtt(renderVtt(doc()))).toEqual([]);
  });
});

describe("DOCX", () => {
  it("leaves out characters XML cannot hold, so Word still opens a transcript that carries them", async () => {
    const body = await renderDocx(doc({ segments: [segment(0, "Ada\u0001", "bell\u0007 ring\ud800 tab\tkept", 0, 1)] }));
    const xml = strFromU8(unzipSync(body)["word/document.xml"] ?? new Uint8Array());
    expect(xml).toContain(">Ada<");
    expect(xml).toContain("bell ring tab");
    expect(xml.includes("\u0001") || xml.includes("\u0007")).toBe(false);
  });
});

describe("JSON", () => {
  it("validates against its schema, snake_case, with or without a summary", () => {
    const withNotes = doc({ meeting: { ...source().meeting, summary: "Notes" }, segments: [segment(0, "Ada", "Hello", 0, 1.25)] });
    const parsed = MeetingExportJson.parse(JSON.parse(renderJson(withNotes)));
    expect(parsed.meeting).toEqual({
      id: "5f1b8f7e-3c1d-4a55-9d2a-4b8e6f0c1a11",
      title: "Weekly sync with Chloé",
      description: "Roadmap and *budget*",
      scheduled_at: "2026-11-23T10:00:00.000Z",
      duration_minutes: 45,
      platform: "google_meet",
      status: "completed",
      meeting_url: "https://meet.google.com/abc-defg-hij",
    });
    expect(parsed.summary).toMatchObject({ source: "notes", overview: "Notes", version: null, key_points: [] });
    expect(parsed.transcript).toEqual([{ seq: 0, speaker: "Ada", text: "Hello", start_seconds: 0, end_seconds: 1.25 }]);
    expect(MeetingExportJson.parse(toExportJson(doc())).summary).toBeNull();
  });
});
