import { foldForRules } from "./commitments";

/**
 * Whether an answer sentence is the cited source, shortened: the model may leave words out, not add them. Every
 * content word of the answer is in the source, in the source's order; every figure, date word or ordinal in the
 * answer is in the source; the negations are the same ("we should not…" cannot lose its "not"); and enough is
 * left to mean something. Function words are free (they are a closed class; the binding ones, "will", "can",
 * are the commitment classes' business).
 */
export type GroundingFailure = "new_words" | "new_number" | "reordered" | "negation" | "too_short";

export const MIN_CONTENT_WORDS = 3;

const STOP = new Set(
  (
    "a an the this that these those i me my mine we us our ours you your yours he him his she her hers it its they them their theirs " +
    "is am are was were be been being 's 're 'm 've 'd have has had having do does did doing " +
    "and or but so if then than as of in on at to for with from by about into onto over up out off " +
    "um uh er erm ah oh hmm mm like well just really actually basically kind sort yeah okay ok right there here what which who"
  ).split(" "),
);
const NEGATION = /^(not|no|never|none|nobody|nothing|neither|nor|without|cannot|n't)$/;
const WORD = /[\p{L}\p{N}]+(?:'[\p{L}]+)?|'[\p{L}]+/gu;

const CARDINALS = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty".split(" ");
const ORDINALS = "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth".split(" ");
const NUMBER_WORDS = new Map<string, string>([
  ...CARDINALS.map((w, i): [string, string] => [w, String(i)]),
  ...ORDINALS.map((w, i): [string, string] => [w, String(i + 1)]),
  ...(
    [
      ["thirty", "30"],
      ["thirtieth", "30"],
      ["forty", "40"],
      ["fifty", "50"],
      ["sixty", "60"],
      ["seventy", "70"],
      ["eighty", "80"],
      ["ninety", "90"],
      ["hundred", "100"],
      ["thousand", "1000"],
      ["million", "1000000"],
      ["billion", "1000000000"],
      ["half", "0.5"],
      ["dozen", "12"],
    ] as [string, string][]
  ),
]);

/** Tokens with contractions split off ("shouldn't" → should, n't) and a light stem ("tested" ~ "test"). */
function tokens(text: string): string[] {
  const out: string[] = [];
  for (const raw of foldForRules(text).match(WORD) ?? []) {
    const neg = /^(.+)n't$/.exec(raw);
    if (raw === "can't" || raw === "won't") out.push(raw === "can't" ? "can" : "will", "n't");
    else if (neg) out.push(neg[1] ?? "", "n't");
    else if (/^[\p{L}\p{N}]+'(s|re|m|ve|d|ll)$/u.test(raw)) out.push(...raw.split(/(?=')/));
    else out.push(raw);
  }
  return out;
}

// Figures keep their suffix here ("3rd" is not "3"); `figures` compares them by value.
const stem = (w: string) => (/^\p{N}/u.test(w) || w.length <= 4 ? w : w.replace(/(ing|ed|es|s)$/, ""));
const content = (text: string) =>
  tokens(text)
    .filter((w) => !STOP.has(w) && !NEGATION.test(w))
    .map(stem);
const negations = (text: string) => tokens(text).filter((w) => NEGATION.test(w)).length;

/** Figures and date words by value: "3rd", "third" and "3" are the same day; "$5,000" is 5000. */
export function figures(text: string): string[] {
  const t = foldForRules(text);
  const digits = (t.match(/\p{N}[\p{N},.]*\p{N}|\p{N}/gu) ?? []).map((d) => d.replace(/,/g, "").replace(/\.0+$/, ""));
  const words = tokens(t).flatMap((w) => NUMBER_WORDS.get(w) ?? []);
  return [...digits, ...words];
}

export function groundIn(answer: string, source: string): { ok: true } | { ok: false; why: GroundingFailure; detail: string } {
  const wanted = content(answer);
  const have = content(source);
  const missing = wanted.filter((w) => !have.includes(w));
  const sourceFigures = new Set(figures(source));
  const newFigure = figures(answer).find((f) => !sourceFigures.has(f));
  if (newFigure) return { ok: false, why: "new_number", detail: newFigure };
  if (missing.length) return { ok: false, why: "new_words", detail: missing.slice(0, 5).join(" ") };
  if (wanted.length < MIN_CONTENT_WORDS) return { ok: false, why: "too_short", detail: String(wanted.length) };
  let at = -1;
  for (const w of wanted) {
    const next = have.indexOf(w, at + 1);
    if (next < 0) return { ok: false, why: "reordered", detail: w };
    at = next;
  }
  if (negations(answer) !== negations(source)) return { ok: false, why: "negation", detail: `${negations(answer)} vs ${negations(source)}` };
  return { ok: true };
}

/** The content words of a text: what the answer must add beyond the question it answers. */
export const contentWords = (text: string): string[] => content(text);
