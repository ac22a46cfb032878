import type { AvatarSource } from "@understudy/db/schema";
import { commitmentAsked, commitmentElements, foldForRules } from "./commitments";
import { deferText, disclosureLine, firstName, hasDisclosure } from "./disclosure";
import { contentWords, groundIn } from "./grounding";
import { asksAboutAvatar, claimsToBeOwner } from "./identity";
import { inCoveredLanguage, type LanguageOf } from "./language";
import type { AvatarModelAnswer } from "./schemas";
import { isQuestion, sentencesOf, type SourceUnit } from "./sources";

export { deferText, disclosureLine, firstName, hasDisclosure } from "./disclosure";

/**
 * The leash. The model only proposes (a source and the owner's words from it); this decides, as a pure function
 * of what was heard, the sources shown and the proposal, so it runs the same in a request, a job or the bench.
 * What may be said is a closed list (docs/decisions/050):
 *   1. the disclosure alone, to a question about the avatar itself;
 *   2. the disclosure and the deferral;
 *   3. the disclosure and a talking point for this meeting, word for word (the only way anything that commits is said);
 *   4. the disclosure and the owner's own words from a cited source, shortened only, in a covered language, with
 *      no commitment class in them, to a question that does not ask for a commitment.
 * Anything else proposed becomes 2.
 */
export interface RuleSettings {
  signOff: string;
  deferTopics: readonly string[];
  answerTopics: readonly string[];
}

export interface TurnInput {
  ownerName: string;
  botName?: string | null;
  /** What was said to the owner. */
  heard: string;
  /** The numbered sources the model was shown (`sources.ts`): the owner's own words only. */
  units: readonly SourceUnit[];
  /** The model's output as it came (schema-valid, nothing more); null without a model or when it failed. */
  proposal: AvatarModelAnswer | null;
  settings: RuleSettings;
  /** Whether the per-meeting rate limit still allows speaking. */
  withinRate: boolean;
  languageOf: LanguageOf;
}

export type Reason =
  | "grounded"
  | "talking_point"
  | "about_avatar"
  | "model_deferred"
  | "model_ignored"
  | "commitment"
  | "defer_topic"
  | "off_topic"
  | "ungrounded"
  | "language"
  | "impersonation"
  | "question"
  | "echo"
  | "too_long"
  | "rate_limit";

export interface FinalTurn {
  decision: "answer" | "defer" | "ignore";
  /** What is said (chat and voice); null = silence. */
  said: string | null;
  reason: Reason;
  detail: string | null;
  sources: AvatarSource[];
}

/** Spoken answers stay short: about 20 seconds of speech, and well inside Google Meet's 500-character chat. */
export const MAX_ANSWER_WORDS = 55;
export const MAX_SAID_CHARS = 480;

/** One sentence of the answer and the source it was found in. */
interface Quoted {
  text: string;
  unit: SourceUnit;
  verbatim: boolean;
}

const flat = (s: string) => foldForRules(s).replace(/[^\p{L}\p{N}]+/gu, " ").trim();
const topicHit = (topics: readonly string[], text: string) => {
  const t = text.toLowerCase();
  return topics.find((topic) => topic.trim() && t.includes(topic.trim().toLowerCase())) ?? null;
};

/** The talking point's line, or one of its sentences, exactly (case, spacing and punctuation aside). */
function isVerbatimPoint(text: string, unit: SourceUnit): boolean {
  if (unit.kind !== "talking_points") return false;
  const said = flat(text);
  return Boolean(said) && [unit.text, ...sentencesOf(unit.text)].some((s) => flat(s) === said);
}

/** Framing the model was told not to write ("Ada's notes say:", quotes around the words) is taken off, never added to. */
function bareAnswer(answer: string, ownerName: string): string[] {
  return sentencesOf(answer.replace(/[“”]/g, '"'))
    .filter((s) => !hasDisclosure(s, ownerName))
    .map((s) =>
      s
        .replace(/^[^:"]{0,80}\b(said|says|say|noted|wrote|writes|notes)\s*:\s*/i, "")
        .replace(/^"+|"+$/g, "")
        .trim(),
    )
    .filter(Boolean);
}

const LEADING_FILLER = /^((yeah|yes|yep|okay|ok|alright|all right|so|um|uh|erm|well|right|sure|oh|and|but|anyway)\b[\s,.:;!-]*)+/i;
const stripLeadingFillers = (s: string) => {
  const rest = s.replace(LEADING_FILLER, "");
  return rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : "";
};

function compose(ownerName: string, signOff: string, body: string): string {
  return [disclosureLine(ownerName), body.trim(), signOff.trim()].filter(Boolean).join(" ");
}

/** The deferral as it is said: disclosure, "I can't answer that; I've noted it", the owner's sign-off. */
export function deferralSaid(ownerName: string, signOff: string): string {
  return compose(ownerName, signOff, deferText(ownerName));
}

/** Attribution for a past meeting: its title only when the title itself could be said (a title is not the owner's words). */
function meetingName(unit: SourceUnit, languageOf: LanguageOf): string {
  const title = unit.meeting.trim();
  const sayable = title && title.length <= 80 && commitmentElements(title).length === 0 && inCoveredLanguage(title, languageOf);
  return sayable ? `“${title}”` : "an earlier meeting";
}

function frame(quoted: Quoted[], ownerName: string, languageOf: LanguageOf): string {
  const first = firstName(ownerName);
  const groups: Quoted[][] = [];
  for (const q of quoted) {
    const last = groups.at(-1);
    if (last && last[0]?.unit.index === q.unit.index) last.push(q);
    else groups.push([q]);
  }
  return groups
    .map((g) => {
      const words = g.map((q) => q.text).join(" ");
      const unit = g[0]?.unit;
      if (!unit) return "";
      if (unit.kind === "talking_points") return `${first}'s notes for this meeting say: “${words}”`;
      if (unit.kind === "persona") return `${first} has said: “${words}”`;
      return `In ${meetingName(unit, languageOf)}, ${first} said: “${words}”`;
    })
    .join(" ");
}

export function decideTurn(input: TurnInput): FinalTurn {
  const { ownerName, settings, proposal } = input;
  const names = [ownerName, firstName(ownerName), ...(input.botName ? [input.botName] : [])];
  const defer = (reason: Reason, detail: string | null): FinalTurn => ({
    decision: "defer",
    said: input.withinRate ? deferralSaid(ownerName, settings.signOff) : null,
    reason: input.withinRate ? reason : "rate_limit",
    detail: input.withinRate ? detail : `${reason}${detail ? `: ${detail}` : ""}`,
    sources: [],
  });

  if (asksAboutAvatar(input.heard, ownerName, input.botName)) {
    // The disclosure answers it; nothing to follow up, so no action item and no sign-off.
    return input.withinRate
      ? { decision: "answer", said: disclosureLine(ownerName), reason: "about_avatar", detail: null, sources: [] }
      : { decision: "ignore", said: null, reason: "rate_limit", detail: "about_avatar", sources: [] };
  }
  if (!inCoveredLanguage(input.heard, input.languageOf, names)) return defer("language", "heard");
  const asked = commitmentAsked(input.heard, names);
  // Bait is logged as such even when the model had the sense to defer: the owner's log says why.
  if (!proposal || proposal.decision === "defer") return asked ? defer("commitment", `${asked.kind} (question: ${asked.match})`) : defer("model_deferred", null);
  if (proposal.decision === "ignore") return { decision: "ignore", said: null, reason: "model_ignored", detail: null, sources: [] };

  const deferTopic = topicHit(settings.deferTopics, `${input.heard} ${proposal.answer}`);
  if (deferTopic) return defer("defer_topic", deferTopic);
  const claim = claimsToBeOwner(proposal.answer, ownerName) ?? claimsToBeOwner(proposal.disclosure, ownerName);
  if (claim) return defer("impersonation", claim);

  const byIndex = new Map(input.units.map((u) => [u.index, u]));
  const cited = [...new Set(proposal.sources.map((s) => s.source))].flatMap((i) => byIndex.get(i) ?? []);
  const sentences = bareAnswer(proposal.answer, ownerName);
  if (!cited.length || !sentences.length) return defer("ungrounded", cited.length ? "empty answer" : "no real source cited");

  const quoted: Quoted[] = [];
  for (let text of sentences) {
    if (isQuestion(text)) return defer("question", text);
    const point = cited.find((u) => isVerbatimPoint(text, u));
    if (point) {
      quoted.push({ text, unit: point, verbatim: true });
      continue;
    }
    // Against each sentence of a source as well as the whole, so one sentence's "not" does not bind another's.
    // Code may shorten too: a past sentence's leading "yeah, okay, so" answered a past question, not this one.
    const bare = stripLeadingFillers(text);
    if (bare !== text && bare) text = bare;
    const results = cited.flatMap((u) => [...new Set([...sentencesOf(u.text), u.text])].map((part) => ({ u, r: groundIn(text, part) })));
    const found = results.find((x) => x.r.ok);
    if (!found) {
      const why = results[0]?.r;
      return defer("ungrounded", why && !why.ok ? `${why.why}: ${why.detail}` : null);
    }
    quoted.push({ text, unit: found.u, verbatim: false });
  }

  const own = quoted.filter((q) => !q.verbatim);
  const foreign = own.find((q) => !inCoveredLanguage(q.text, input.languageOf, names));
  if (foreign) return defer("language", foreign.text);
  const committing = own.flatMap((q) => commitmentElements(q.text, names))[0];
  if (committing) return defer("commitment", `${committing.kind} (answer: ${committing.match})`);
  if (asked && own.length) return defer("commitment", `${asked.kind} (question: ${asked.match})`);
  const heardWords = new Set(contentWords(input.heard));
  if (own.length && own.every((q) => contentWords(q.text).every((w) => heardWords.has(w)))) return defer("echo", null);
  if (settings.answerTopics.length && !topicHit(settings.answerTopics, `${input.heard} ${quoted.map((q) => q.text).join(" ")}`)) return defer("off_topic", null);
  if (!input.withinRate) return defer("rate_limit", null);

  // Whole sentences only: a cut quote could lose its "not".
  let kept = quoted.length;
  const fits = (n: number) => {
    const words = quoted.slice(0, n).reduce((a, q) => a + q.text.split(/\s+/).length, 0);
    return words <= MAX_ANSWER_WORDS && compose(ownerName, settings.signOff, frame(quoted.slice(0, n), ownerName, input.languageOf)).length <= MAX_SAID_CHARS;
  };
  while (kept > 0 && !fits(kept)) kept--;
  if (kept === 0) return defer("too_long", null);
  const spoken = quoted.slice(0, kept);
  const said = compose(ownerName, settings.signOff, frame(spoken, ownerName, input.languageOf));
  if (!said.startsWith(disclosureLine(ownerName))) return defer("ungrounded", "disclosure could not be composed");
  const sources = spoken.map((q) => ({ ...q.unit.source, quote: q.text.slice(0, 300) }));
  const unique = sources.filter((s, i) => sources.findIndex((o) => o.kind === s.kind && o.meeting_id === s.meeting_id && o.quote === s.quote) === i);
  return { decision: "answer", said, reason: spoken.every((q) => q.verbatim) ? "talking_point" : "grounded", detail: null, sources: unique };
}
