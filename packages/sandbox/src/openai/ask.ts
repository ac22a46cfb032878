import { conform, emptyValue, nonNull, resolverFor, typesOf, type JsonSchema } from "./json-schema";
import { sentencesOf } from "./transcript";

/**
 * Answers a question from the numbered transcript passages the app puts in an Ask prompt:
 *
 *   <question>What did we decide about the Q3 budget?</question>
 *   <passages>
 *   <passage index="1" meeting="Q3 budget review" date="2026-09-02" speaker="Ada Lovelace" t="95">
 *   We decided to cut the travel budget in half.
 *   </passage>
 *   </passages>
 *
 * Like a careful model it answers only from the passages: the sentences that share most of the question's
 * content words (the meeting's title counts as context) are quoted and cited by passage index; when no
 * sentence covers enough of the question it says it cannot answer. Deterministic: same prompt, same answer.
 */
export interface AskPassage {
  index: number;
  meeting: string;
  speaker: string;
  t: number;
  text: string;
}

export interface AskPrompt {
  question: string;
  passages: AskPassage[];
}

const QUESTION = /<question>([\s\S]*?)<\/question>/;
const PASSAGE = /<passage\s+([^>\n]*)>\n?([\s\S]*?)\n?<\/passage>/g;
const ATTRIBUTE = /(\w+)="([^"]*)"/g;

export function parseAskPrompt(prompt: string): AskPrompt | null {
  const question = QUESTION.exec(prompt)?.[1]?.trim();
  const block = /<passages>([\s\S]*?)<\/passages>/.exec(prompt)?.[1];
  if (question === undefined || block === undefined) return null;
  const passages: AskPassage[] = [];
  for (const match of block.matchAll(PASSAGE)) {
    const attributes = new Map([...(match[1] ?? "").matchAll(ATTRIBUTE)].map((a): [string, string] => [a[1] ?? "", a[2] ?? ""]));
    const index = Number(attributes.get("index"));
    if (!Number.isInteger(index)) continue;
    passages.push({ index, meeting: attributes.get("meeting") ?? "", speaker: attributes.get("speaker") ?? "", t: Number(attributes.get("t")) || 0, text: (match[2] ?? "").trim() });
  }
  return { question, passages };
}

const STOP = new Set(
  "a about above after again all also am an and any are as at be been before being below between both but by can could did do does doing done during each few for from further had has have having he her here hers him his how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own same she should so some such than that the their them then there these they this those through to too under until up us very was we were what when where which while who whom why will with would you your yours yeah okay ok um uh anything everything something tell said say says talk talked meeting meetings".split(
    " ",
  ),
);

/** A crude stemmer: enough that "decide", "decided" and "deciding" (or "budget" and "budgets") meet. */
export function stem(word: string): string {
  for (const suffix of ["ations", "ation", "ings", "ing", "ions", "ion", "ied", "ies", "ed", "es", "s", "e", "ly"]) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length);
  }
  return word;
}

/** The stemmed content words of a text (stop words out). */
export function terms(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP.has(w)).map(stem));
}

const DECISION_QUESTION = /\b(decide|decided|decision|decisions|agree|agreed|settle|settled|conclude|concluded)\b/i;
const DECISION = /\b(decided|decide to|agreed|agree to|we'll go with|we will go with|decision is|approved|settled on)\b/i;
const DECISION_TERMS = new Set(["decid", "decis", "agre", "settl", "conclud"]);
const ACTION_QUESTION = /\b(who will|who's going|action items?|follow[- ]ups?|next steps?|to-?dos?|owner|responsible)\b/i;
const ACTION = /\b(I'll|I will|I'm going to|we'll|we will|let's|let me|need to|needs to|going to)\b/i;

/** A quoted sentence must cover this share of the question's content words (with its meeting's title). */
const COVERAGE = 2 / 3;
const MAX_CITED = 3;

interface Candidate {
  passage: AskPassage;
  speaker: string;
  sentence: string;
  score: number;
  order: number;
}

const SPEAKER_LINE = /^([^:\n]{1,80}):\s+(.+)$/;

/** A passage of several turns has one "Speaker: words" line each; a single turn is just its words. */
function turnsOf(passage: AskPassage): { speaker: string; text: string }[] {
  const lines = passage.text.split("\n").filter((l) => l.trim());
  const parsed = lines.map((l) => SPEAKER_LINE.exec(l.trim()));
  const prefixed = parsed.every(Boolean) && (lines.length > 1 || parsed[0]?.[1] === passage.speaker);
  if (!prefixed) return [{ speaker: passage.speaker, text: passage.text }];
  return parsed.map((m) => ({ speaker: (m?.[1] ?? "").trim(), text: (m?.[2] ?? "").trim() }));
}

export function answerQuestion(ask: AskPrompt): { answered: boolean; answer: string; citations: { passage: number; quote: string }[] } {
  const wanted = terms(ask.question);
  const asksDecision = DECISION_QUESTION.test(ask.question);
  const asksAction = ACTION_QUESTION.test(ask.question);
  // "What did we decide?" is answered by decisions, whatever verb they use: the decision words count as intent.
  const topical = new Set([...wanted].filter((w) => !(asksDecision && DECISION_TERMS.has(w))));
  const candidates: Candidate[] = [];
  let order = 0;
  for (const passage of ask.passages) {
    const title = terms(passage.meeting);
    for (const { text, speaker } of sentencesOf(turnsOf(passage).map((turn) => ({ t: passage.t, ...turn })))) {
      order++;
      const said = terms(text);
      const inSentence = [...topical].filter((w) => said.has(w)).length;
      const intent = (asksDecision && DECISION.test(text)) || (asksAction && ACTION.test(text));
      // A question that is only intent ("What did we decide?") is answered by every sentence of that kind.
      if (topical.size > 0 ? inSentence === 0 : !intent) continue;
      const covered = [...topical].filter((w) => said.has(w) || title.has(w)).length;
      const needed = asksDecision || asksAction ? 1 : 0;
      if ((covered + (intent ? 1 : 0)) / (topical.size + needed) < COVERAGE) continue;
      candidates.push({ passage, speaker, sentence: text, score: inSentence + 0.5 * (covered - inSentence) + (intent ? 1.5 : 0), order });
    }
  }
  if (candidates.length === 0) return { answered: false, answer: "", citations: [] };
  const best = Math.max(...candidates.map((c) => c.score));
  const chosen = candidates
    .filter((c) => c.score >= best * 0.9)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, MAX_CITED)
    .sort((a, b) => a.order - b.order);
  const answer = chosen.map((c) => `In “${c.passage.meeting}”, ${c.speaker} said: “${c.sentence}”`).join(" ");
  return { answered: true, answer, citations: chosen.map((c) => ({ passage: c.passage.index, quote: c.sentence })) };
}

/** The answer shaped by the requested schema: a boolean, the prose, and an array of {passage index, quote}. */
export function askAnswer(schema: JsonSchema, ask: AskPrompt): unknown {
  const resolve = resolverFor(schema);
  const root = nonNull(schema, resolve);
  const result = answerQuestion(ask);
  const citation = (item: JsonSchema, cited: { passage: number; quote: string }) => {
    const s = nonNull(item, resolve);
    if (typesOf(s)[0] === "integer" || typesOf(s)[0] === "number") return cited.passage;
    return Object.fromEntries(
      Object.entries(s.properties ?? {}).map(([key, child]) => {
        const type = typesOf(nonNull(child, resolve))[0];
        if ((type === "integer" || type === "number") && /passage|index|source|id|ref/i.test(key)) return [key, cited.passage];
        if (type === "string" && /quote|text|excerpt|evidence/i.test(key)) return [key, cited.quote];
        return [key, emptyValue(child, resolve)];
      }),
    );
  };
  const value = Object.fromEntries(
    Object.entries(root.properties ?? {}).map(([key, child]) => {
      const c = nonNull(child, resolve);
      const type = typesOf(c)[0];
      if (type === "boolean") return [key, result.answered];
      if (type === "string") return [key, result.answer];
      if (type === "array") return [key, result.citations.map((cited) => citation(c.items ?? {}, cited))];
      return [key, emptyValue(child, resolve)];
    }),
  );
  return conform(schema, value, resolve);
}
