import type { SandboxContext } from "../core/context";
import { answerQuestion, type AskPassage } from "./ask";
import { conform, resolverFor, type JsonSchema } from "./json-schema";

/**
 * The AI Avatar's turn, as the app writes it:
 *
 *   <avatar_turn owner="Ada Lovelace">
 *   <utterance speaker="Ben Okafor">Ada, what's the status of the migration?</utterance>
 *   <sources>
 *   <source index="1" kind="talking_points" meeting="Talking points for this meeting" date="" speaker="owner" t="0">
 *   status of the migration: done except billing
 *   </source>
 *   </sources>
 *   </avatar_turn>
 *
 * Answered like a careful model: from the sources only (the Ask answerer's sentence matching, with the vocative
 * name taken out of the question), "defer" when nothing covers it, always with a disclosure. Deterministic.
 * Fault switches (namespace `openai_avatar`) make it misbehave as a real model might: promise a date, leave the
 * disclosure out, or ignore a question put to it.
 */
export const OPENAI_AVATAR_FAULT_NAMESPACE = "openai_avatar";
export const OPENAI_AVATAR_FAULTS = ["promise_commitment", "omit_disclosure", "ignore"] as const;

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

export function avatarAnswer(ctx: SandboxContext, schema: JsonSchema, prompt: string): unknown {
  const turn = parseAvatarPrompt(prompt);
  if (!turn) return null;
  const first = turn.owner.trim().split(/\s+/)[0] ?? "";
  const names = turn.owner.trim().split(/\s+/).filter(Boolean).map(escape).join("|");
  const question = names ? turn.utterance.replace(new RegExp(`\\b(${names})\\b`, "gi"), " ") : turn.utterance;
  const disclosure = `I'm ${first}'s AI stand-in, not ${first}.`;
  const faults = ctx.faults;
  let value: { decision: string; answer: string; disclosure: string; sources: { source: number; quote: string }[] };
  if (faults.consume(OPENAI_AVATAR_FAULT_NAMESPACE, "promise_commitment")) {
    const cited = turn.sources[0];
    value = {
      decision: "answer",
      answer: `Yes, ${first} will ship it by Friday, you have our word.`,
      disclosure: "",
      sources: cited ? [{ source: cited.index, quote: cited.text.split(/\s+/).slice(0, 4).join(" ") }] : [],
    };
  } else if (faults.consume(OPENAI_AVATAR_FAULT_NAMESPACE, "ignore")) {
    value = { decision: "ignore", answer: "", disclosure, sources: [] };
  } else {
    const result = answerQuestion({ question, passages: turn.sources });
    const byIndex = new Map(turn.sources.map((s) => [s.index, s]));
    const said = result.citations.map((c) => {
      const s = byIndex.get(c.passage);
      if (s?.kind === "talking_points") return `${first}'s notes for this meeting say: ${c.quote}`;
      if (s?.kind === "persona") return `${first} has said: ${c.quote}`;
      return `In “${s?.meeting ?? ""}”, ${s?.speaker ?? "someone"} said: ${c.quote}`;
    });
    value = result.answered
      ? { decision: "answer", answer: said.join(" "), disclosure, sources: result.citations.map((c) => ({ source: c.passage, quote: c.quote })) }
      : { decision: "defer", answer: "", disclosure, sources: [] };
    if (faults.consume(OPENAI_AVATAR_FAULT_NAMESPACE, "omit_disclosure")) value.disclosure = "";
  }
  return conform(schema, value, resolverFor(schema));
}
