import { sentencesOf, type Sentence, type TranscriptLine } from "./transcript";

/**
 * A deterministic, content-derived "summary" of a transcript: commitments become action items,
 * agreements become decisions, and the most informative remaining sentences become key points.
 * It is what lets the app run offline and still show summaries that quote the meeting.
 */
export interface ExtractedItem {
  text: string;
  t: number;
  owner: string | null;
  due: string | null;
  context: string | null;
}

export interface Extraction {
  keyPoints: ExtractedItem[];
  actions: ExtractedItem[];
  decisions: ExtractedItem[];
  /** Questions (to `userName` when one is given: those that name them), owner = who asked. */
  questions: ExtractedItem[];
  overview: string;
  gist: string;
}

const DECISION = /\b(decided|decide to|agreed|agree to|we'll go with|we will go with|decision is|approved|settled on|final answer)\b/i;
const ACTION = /\b(I'll|I will|I'm going to|we'll|we will|let's|let me|need to|needs to|going to|can you|could you|will you|please)\b/i;
const FIRST_PERSON = /\b(I'll|I will|I'm going to|let me)\b/i;
const DUE =
  /\b((?:by|before|on|until|due)\s+(?:the\s+)?(?:end of (?:the )?(?:day|week|month|quarter)|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|next week|next month|(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+\d{1,2}(?:st|nd|rd|th)?)|next (?:week|month|monday|tuesday|wednesday|thursday|friday)|tomorrow|end of (?:the )?(?:day|week|month|quarter))\b/i;

const STOP = new Set(
  "a an and are as at be but by for from has have i if in is it its of on or so that the their there this to was we were what when which who will with you yeah okay ok um uh like just so really know think mean right well going get got do does did not no yes can could would should good great thanks thank fine sure maybe also then than them they our out about into over more most much many some very want wants need needs make made take one two three time times next last week today thing things people lot let's we're i'm it's that's don't".split(" "),
);

const LIMITS = { keyPoints: 6, actions: 10, decisions: 8 };

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
}

function clean(text: string): string {
  const trimmed = text.replace(/\s+/g, " ").trim();
  return trimmed.length > 280 ? `${trimmed.slice(0, 277)}…` : trimmed;
}

export function extract(lines: TranscriptLine[], userName: string | null = null): Extraction {
  const sentences = sentencesOf(lines);
  const first = userName ? words(userName)[0] : null;
  const questions = sentences
    .filter((s) => s.text.trim().endsWith("?") && (!first || words(s.text).includes(first)))
    .map((s) => ({ text: clean(s.text), t: s.t, owner: s.speaker, due: null, context: null }));
  const decisions: ExtractedItem[] = [];
  const actions: ExtractedItem[] = [];
  const rest: Sentence[] = [];
  for (const s of sentences) {
    if (words(s.text).length < 4) continue;
    if (DECISION.test(s.text)) {
      decisions.push({ text: clean(s.text), t: s.t, owner: null, due: null, context: s.previous ? clean(s.previous) : null });
    } else if (words(s.text).length >= 6 && ACTION.test(s.text)) {
      actions.push({
        text: clean(s.text),
        t: s.t,
        owner: FIRST_PERSON.test(s.text) ? s.speaker : null,
        due: DUE.exec(s.text)?.[1] ?? null,
        context: null,
      });
    } else {
      rest.push(s);
    }
  }

  // Key points: sentences whose content words recur across the meeting, preferring longer ones.
  const freq = new Map<string, number>();
  for (const s of sentences) for (const w of new Set(words(s.text))) if (!STOP.has(w)) freq.set(w, (freq.get(w) ?? 0) + 1);
  const scored = rest
    .map((s, index) => {
      const content = words(s.text).filter((w) => !STOP.has(w));
      const score = content.reduce((sum, w) => sum + Math.log(1 + (freq.get(w) ?? 0)), 0) / Math.sqrt(1 + content.length / 6);
      return { s, index, score };
    })
    .filter((x) => words(x.s.text).length >= 6);
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  const keyPoints = dedupe(scored.slice(0, LIMITS.keyPoints * 2).map(({ s }) => ({ text: clean(s.text), t: s.t, owner: null, due: null, context: null })))
    .slice(0, LIMITS.keyPoints)
    .sort((a, b) => a.t - b.t);

  const speakers = [...new Set(lines.map((l) => l.speaker))];
  const topics = [...freq.entries()]
    .filter(([w]) => w.length > 3)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([w]) => w);
  const minutes = lines.length ? Math.max(1, Math.round(((lines.at(-1)?.t ?? 0) - (lines[0]?.t ?? 0)) / 60)) : 0;
  const finalActions = dedupe(actions).slice(0, LIMITS.actions);
  const finalDecisions = dedupe(decisions).slice(0, LIMITS.decisions);
  const overview = lines.length
    ? clean(
        `${speakers.slice(0, 4).join(", ")}${speakers.length > 4 ? ` and ${speakers.length - 4} others` : ""} discussed ${topics.join(", ") || "the agenda"} over about ${minutes} minute${minutes === 1 ? "" : "s"}. ` +
          `${finalDecisions.length} decision${finalDecisions.length === 1 ? " was" : "s were"} recorded and ${finalActions.length} follow-up${finalActions.length === 1 ? "" : "s"} assigned.` +
          (keyPoints[0] ? ` ${keyPoints[0].text}` : ""),
      )
    : "";
  const gist = lines.length ? clean(`Discussion of ${topics.join(", ") || "the agenda"} with ${speakers.length} speaker${speakers.length === 1 ? "" : "s"}.`) : "";
  return { keyPoints, actions: finalActions, decisions: finalDecisions, questions: dedupe(questions).slice(0, LIMITS.actions), overview, gist };
}

export function dedupe<T extends { text: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = words(item.text).join(" ");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
