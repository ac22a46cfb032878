import type { AvatarSource } from "@understudy/db/schema";
import { normaliseName } from "../bots/stand-in/owner";

/**
 * What the avatar may quote: the owner's own words only. A talking point for this meeting (one per line), a
 * position in the persona brief (built from the owner's own turns), or one sentence of the owner's own turn in a
 * past meeting. Never another speaker's line and never a question, from anyone: a question from an earlier
 * meeting must not come back as its own "answer".
 */
export interface SourceUnit {
  index: number;
  kind: "talking_points" | "persona" | "meeting";
  /** Where it comes from, for the model and the spoken attribution ("Talking points", a meeting's title). */
  meeting: string;
  date: string;
  t: number;
  text: string;
  /** What the turn log keeps; `quote` is filled with the words actually said. */
  source: AvatarSource;
}

/** A past-meeting passage as retrieval returns it: consecutive turns, one "Speaker: words" line each. */
export interface PastPassage {
  meetingId: string;
  meetingTitle: string;
  scheduledAt: string;
  speaker: string;
  startSeconds: number;
  text: string;
  href: string;
}

export const MAX_UNITS = 24;
const MIN_WORDS = 4;

/** Sentences, cut after . ! ? (and line breaks), keeping the mark so a question still reads as one. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

const INTERROGATIVE = /^(what|when|where|who|whom|whose|why|how|which|can|could|would|will|shall|should|do|does|did|is|are|am|was|were|have|has|had|isn't|aren't|don't|doesn't|didn't|won't|wouldn't|shouldn't|can't|couldn't|may|might)\b/i;
const TAG = /,\s*(right|yeah|ok(ay)?|no|isn't it|aren't we|don't you|won't you|correct)\W*$/i;

/** A question by its mark or by its shape (transcripts often lose the "?"), including tag questions. */
export function isQuestion(sentence: string): boolean {
  const s = sentence.trim().replace(/^(so|and|but|ok(ay)?|well|um|uh|right|yeah)\b[\s,]*/i, "");
  return /\?\s*["'”’)]*\s*$/.test(s) || INTERROGATIVE.test(s) || TAG.test(s);
}

const usable = (s: string) => !isQuestion(s) && s.split(/\s+/).length >= MIN_WORDS;

/** Talking points, one per line (list markers dropped); a line that is a question is not something to say. */
export function talkingPointUnits(talkingPoints: string): string[] {
  return talkingPoints
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*([-*•·]|\d+[.)])\s+/, "").trim())
    .filter((l) => l && !isQuestion(l));
}

/** The persona brief's quoted positions, `- “words” (Meeting, 2026-10-01)`; its descriptive lines are not quotes. */
export function personaPositions(brief: string | null): { text: string; meeting: string; date: string }[] {
  if (!brief) return [];
  return brief.split(/\r?\n/).flatMap((line) => {
    const m = /^\s*-\s*“(.+)”\s*\((.+),\s*(\d{4}-\d{2}-\d{2})\)\s*$/.exec(line);
    return m && usable(m[1] ?? "") ? [{ text: (m[1] ?? "").trim(), meeting: (m[2] ?? "").trim(), date: m[3] ?? "" }] : [];
  });
}

/** The owner's own sentences in a passage: lines whose speaker is the owner (by normalised name), questions left out. */
export function ownSentences(passage: Pick<PastPassage, "speaker" | "text">, ownerName: string): string[] {
  const owner = normaliseName(ownerName);
  const lines = passage.text.split(/\n/).filter((l) => l.trim());
  const turns = lines.map((l) => /^([^:\n]{1,80}):\s+(.*)$/.exec(l));
  // A passage without "Speaker:" prefixes is one turn by the passage's speaker.
  const parsed = turns.every(Boolean) ? turns.map((m) => ({ speaker: m?.[1] ?? "", text: m?.[2] ?? "" })) : [{ speaker: passage.speaker, text: passage.text }];
  return parsed.filter((t) => normaliseName(t.speaker) === owner).flatMap((t) => sentencesOf(t.text).filter(usable));
}

/** The numbered units the model is shown and may cite: talking points first, then persona positions, then past meetings. */
export function gatherUnits(input: { meetingId: string; ownerName: string; talkingPoints: string; personaBrief: string | null; passages: readonly PastPassage[] }): SourceUnit[] {
  const units: SourceUnit[] = [];
  const seen = new Set<string>();
  const add = (u: Omit<SourceUnit, "index">) => {
    const key = u.text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
    if (!key || seen.has(key) || units.length >= MAX_UNITS) return;
    seen.add(key);
    units.push({ ...u, index: units.length + 1 });
  };
  for (const text of talkingPointUnits(input.talkingPoints)) {
    add({ kind: "talking_points", meeting: "Talking points for this meeting", date: "", t: 0, text, source: { kind: "talking_points", meeting_id: input.meetingId, meeting_title: null, quote: "", href: null } });
  }
  for (const p of personaPositions(input.personaBrief)) {
    add({ kind: "persona", meeting: p.meeting, date: p.date, t: 0, text: p.text, source: { kind: "persona", meeting_id: null, meeting_title: p.meeting, quote: "", href: null } });
  }
  for (const p of input.passages) {
    if (p.meetingId === input.meetingId) continue;
    for (const text of ownSentences(p, input.ownerName)) {
      add({ kind: "meeting", meeting: p.meetingTitle, date: p.scheduledAt.slice(0, 10), t: p.startSeconds, text, source: { kind: "meeting", meeting_id: p.meetingId, meeting_title: p.meetingTitle, quote: "", href: p.href } });
    }
  }
  return units;
}
