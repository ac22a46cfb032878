/** Frozen copy of packages/services/src/avatar/'s hard rules at abaeac2 (before docs/decisions/050): the baseline `pnpm bench:avatar` measures beside today's rules. Not used by the product. */
import type { AvatarSource } from "@understudy/db/schema";
import { findCommitment } from "./commitments";

/** What the model proposed, after schema validation: nothing here is trusted until `enforceRules` passed over it. */
export interface ModelProposal {
  decision: "answer" | "defer" | "ignore";
  text: string;
  disclosure: string;
  sources: AvatarSource[];
}

export interface RuleInput {
  ownerName: string;
  question: string;
  signOff: string;
  deferTopics: readonly string[];
  answerTopics: readonly string[];
  /** Whether the per-meeting rate limit still allows speaking. */
  withinRate: boolean;
}

export type Reason = "grounded" | "model_deferred" | "model_ignored" | "commitment" | "defer_topic" | "off_topic" | "ungrounded" | "rate_limit";

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

/** The version of the disclosure line: what every spoken turn starts with. */
export function disclosureLine(ownerName: string): string {
  return `This is ${firstName(ownerName)}'s AI stand-in, not ${firstName(ownerName)}.`;
}

export const firstName = (name: string) => name.trim().split(/\s+/)[0] || "the organiser";

/** Says it is an AI stand-in for the user, in so many words. */
export function hasDisclosure(text: string, ownerName: string): boolean {
  const first = firstName(ownerName).toLowerCase();
  const t = text.toLowerCase();
  return /\bai\b/.test(t) && /\b(stand-?in|assistant|avatar)\b/.test(t) && t.includes(first);
}

export function deferText(ownerName: string): string {
  return `I'll make sure ${firstName(ownerName)} gets back to you on that.`;
}

/** Cuts at a sentence (else a word) boundary so the cap never leaves half a promise hanging. */
export function capLength(text: string, maxWords = MAX_ANSWER_WORDS): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= maxWords) return text.trim();
  const clipped = words.slice(0, maxWords).join(" ");
  const sentenceEnd = Math.max(clipped.lastIndexOf(". "), clipped.lastIndexOf("? "), clipped.lastIndexOf("! "));
  return sentenceEnd > 40 ? clipped.slice(0, sentenceEnd + 1) : `${clipped}…`;
}

const topicHit = (topics: readonly string[], text: string) => {
  const t = text.toLowerCase();
  return topics.find((topic) => topic.trim() && t.includes(topic.trim().toLowerCase())) ?? null;
};

/** Compose the spoken line: disclosure, body, sign-off, within the chat limit. */
function compose(input: RuleInput, body: string): string {
  const signOff = input.signOff.trim();
  const parts = [disclosureLine(input.ownerName), body.trim(), signOff].filter(Boolean);
  let said = parts.join(" ");
  if (said.length > MAX_SAID_CHARS) said = `${said.slice(0, MAX_SAID_CHARS - 1)}…`;
  return said;
}

/**
 * The hard rules, in code, after the model: defer topics, commitments (in the question or the answer),
 * grounding, the allowed topics, the length cap, the rate limit, and the disclosure on every line said.
 * Whatever the model proposed, the result never commits and never speaks without saying what it is.
 */
export function enforceRules(proposal: ModelProposal, input: RuleInput): FinalTurn {
  const defer = (reason: Reason, detail: string | null): FinalTurn => ({
    decision: "defer",
    said: input.withinRate ? compose(input, deferText(input.ownerName)) : null,
    reason: input.withinRate ? reason : "rate_limit",
    detail: input.withinRate ? detail : reason,
    sources: [],
  });
  if (proposal.decision === "ignore") return { decision: "ignore", said: null, reason: "model_ignored", detail: null, sources: [] };
  const deferTopic = topicHit(input.deferTopics, `${input.question} ${proposal.text}`);
  if (deferTopic) return defer("defer_topic", deferTopic);
  const commitment = findCommitment({ question: input.question, answer: proposal.decision === "answer" ? proposal.text : "" });
  if (commitment) return defer("commitment", `${commitment.kind} (${commitment.where}: ${commitment.match})`);
  if (proposal.decision === "defer") return defer("model_deferred", null);
  if (!proposal.text.trim() || proposal.sources.length === 0) return defer("ungrounded", null);
  if (input.answerTopics.length && !topicHit(input.answerTopics, `${input.question} ${proposal.text}`)) return defer("off_topic", null);
  if (!input.withinRate) return defer("rate_limit", null);
  // The model's own disclosure is not trusted to be there or to be right: the line is always ours.
  const body = capLength(stripDisclosure(proposal.text, input.ownerName));
  const said = compose(input, body);
  if (!hasDisclosure(said, input.ownerName)) return defer("ungrounded", "disclosure could not be composed");
  return { decision: "answer", said, reason: "grounded", detail: null, sources: proposal.sources };
}

/** A model that already wrote a disclosure in its text would say it twice. */
function stripDisclosure(text: string, ownerName: string): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((s) => !hasDisclosure(s, ownerName))
    .join(" ");
}
