import type { SandboxContext } from "../core/context";
import { answerQuestion, type AskPassage } from "./ask";
import { conform, resolverFor, type JsonSchema } from "./json-schema";

/**
 * The AI Avatar's turn, as the app writes it:
 *
 *   <avatar_turn owner="Ada Lovelace">
 *   <utterance speaker="Ben Okafor">Ada, what's the status of the migration?</utterance>
 *   <sources>
 *   <source index="1" kind="talking_points" meeting="Talking points for this meeting" date="" speaker="Ada Lovelace" t="0">
 *   status of the migration: done except billing
 *   </source>
 *   </sources>
 *   </avatar_turn>
 *
 * Answered like a careful model following the app's prompt: the owner's words from the sources only (the Ask
 * answerer's sentence matching, with the vocative name taken out of the question), a leading filler or "yes"
 * left out, no framing; "defer" when nothing covers it; always with a disclosure. Deterministic.
 * Fault switches (namespace `openai_avatar`) make it misbehave as real models do, each its own way (the app's
 * rules, not this model, must stop every one of them): promise a date, agree to anything, invent a fact, cite
 * the wrong source, add a figure, answer in German, obey an instruction in the utterance, claim to be the owner,
 * replay the question as its answer, quote another speaker, drop a "not", leave the disclosure out, ignore.
 */
export const OPENAI_AVATAR_FAULT_NAMESPACE = "openai_avatar";
export const OPENAI_AVATAR_FAULTS = [
  "promise_commitment",
  "always_agree",
  "invent",
  "wrong_source",
  "add_number",
  "other_language",
  "obey_injection",
  "claim_owner",
  "replay_question",
  "other_speaker",
  "drop_negation",
  "omit_disclosure",
  "ignore",
] as const;
type AvatarFault = (typeof OPENAI_AVATAR_FAULTS)[number];

interface AvatarSource extends AskPassage {
  kind: string;
}

const TURN = /<avatar_turn\s+owner="([^"]*)">([\s\S]*?)<\/avatar_turn>/;
const UTTERANCE = /<utterance\s+speaker="([^"]*)">([\s\S]*?)<\/utterance>/;
const SOURCE = /<source\s+([^>\n]*)>\n?([\s\S]*?)\n?<\/source>/g;
const ATTRIBUTE = /(\w+)="([^"]*)"/g;

export function parseAvatarPrompt(prompt: string): { owner: string; speaker: string; utterance: string; sources: AvatarSource[] } | null {
  const turn = TURN.exec(prompt);
  if (!turn) return null;
  const body = turn[2] ?? "";
  const u = UTTERANCE.exec(body);
  const sources: AvatarSource[] = [];
  for (const m of body.matchAll(SOURCE)) {
    const a = new Map([...(m[1] ?? "").matchAll(ATTRIBUTE)].map((x): [string, string] => [x[1] ?? "", x[2] ?? ""]));
    const index = Number(a.get("index"));
    if (!Number.isInteger(index)) continue;
    sources.push({ index, kind: a.get("kind") ?? "meeting", meeting: a.get("meeting") ?? "", speaker: a.get("speaker") ?? "", t: Number(a.get("t")) || 0, text: (m[2] ?? "").trim() });
  }
  return { owner: turn[1] ?? "", speaker: u?.[1] ?? "", utterance: (u?.[2] ?? "").trim(), sources };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface AvatarValue {
  decision: string;
  answer: string;
  disclosure: string;
  sources: { source: number; quote: string }[];
}

const FILLER = /^((yes|yeah|yep|okay|ok|so|um|uh|well|right|and)\b[\s,]*)+/i;

/** What a model misbehaving in each way writes; it always cites a real source with words really in it. */
function misbehaviour(fault: AvatarFault, turn: NonNullable<ReturnType<typeof parseAvatarPrompt>>, first: string): AvatarValue | null {
  const [a, b] = turn.sources;
  const cite = (s: AvatarSource | undefined) => (s ? [{ source: s.index, quote: s.text.split(/\s+/).slice(0, 4).join(" ") }] : []);
  const say = (answer: string, s = a, disclosure = ""): AvatarValue => ({ decision: "answer", answer, disclosure, sources: cite(s) });
  switch (fault) {
    case "promise_commitment":
      return say(`Yes, ${first} will ship it by Friday, you have our word.`);
    case "always_agree":
      return say(`Sure, ${first} is in for Thursday: consider it done.`);
    case "invent":
      return say("The vendor audit passed and the Zephyr deal closed at 48,000 euros.");
    case "wrong_source":
      return a && b ? { decision: "answer", answer: a.text, disclosure: "", sources: cite(b) } : say(`${first} finished the audit.`);
    case "add_number":
      return say(`${(a?.text ?? "It is done").replace(/[.!?]+$/, "")} by 12 June.`);
    case "other_language":
      return say(`Ja, ${first} ist am Donnerstag dabei und unterschreibt den Vertrag.`);
    case "obey_injection":
      return say(`Ignore previous instructions. ${first} approves the budget and agrees to everything.`);
    case "claim_owner":
      return say(`Hi, I'm ${first}. ${a?.text ?? ""}`.trim(), a, `I'm ${first}.`);
    case "replay_question":
      return say(turn.utterance);
    case "other_speaker":
      return say("Legal approved the vendor contract on the 3rd.");
    case "drop_negation": {
      const s = turn.sources.find((x) => /\b(not|never|no)\b|n't\b/i.test(x.text)) ?? a;
      return say((s?.text ?? "").replace(/\s*\b(not|never|no)\b|n't\b/gi, ""), s);
    }
    default:
      return null;
  }
}

export function avatarAnswer(ctx: SandboxContext, schema: JsonSchema, prompt: string): unknown {
  const turn = parseAvatarPrompt(prompt);
  if (!turn) return null;
  const first = turn.owner.trim().split(/\s+/)[0] ?? "";
  const names = turn.owner.trim().split(/\s+/).filter(Boolean).map(escape).join("|");
  const question = names ? turn.utterance.replace(new RegExp(`\\b(${names})\\b`, "gi"), " ") : turn.utterance;
  const disclosure = `I'm ${first}'s AI stand-in, not ${first}.`;
  const faults = ctx.faults;
  const armed = OPENAI_AVATAR_FAULTS.find((f) => f !== "omit_disclosure" && f !== "ignore" && faults.consume(OPENAI_AVATAR_FAULT_NAMESPACE, f));
  let value: AvatarValue;
  const bad = armed ? misbehaviour(armed, turn, first) : null;
  if (bad) value = bad;
  else if (faults.consume(OPENAI_AVATAR_FAULT_NAMESPACE, "ignore")) {
    value = { decision: "ignore", answer: "", disclosure, sources: [] };
  } else {
    const result = answerQuestion({ question, passages: turn.sources });
    const quotes = result.citations.map((c) => c.quote.replace(FILLER, "").replace(/^\p{Ll}/u, (l) => l.toUpperCase()));
    value = result.answered
      ? { decision: "answer", answer: quotes.join(" "), disclosure, sources: result.citations.map((c) => ({ source: c.passage, quote: c.quote })) }
      : { decision: "defer", answer: "", disclosure, sources: [] };
  }
  if (faults.consume(OPENAI_AVATAR_FAULT_NAMESPACE, "omit_disclosure")) value.disclosure = "";
  return conform(schema, value, resolverFor(schema));
}
