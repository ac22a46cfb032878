import { answerQuestion, askAnswer, parseAskPrompt } from "./ask";
import { dedupe, extract, type Extraction, type ExtractedItem } from "./extractive";
import { conform, emptyValue, nonNull, resolverFor, typesOf, type JsonSchema } from "./json-schema";
import { parseRerankPrompt, rerankAnswer } from "./rerank";
import { parseTranscriptLines } from "./transcript";

/**
 * The structured answer for a chat request, shaped by the requested schema: search's passages rated for a
 * `<query>`, an answer to a `<question>` from
 * the `<passages>` given, a merge of the partial summaries the app sends between `<partial_summaries>` tags,
 * or a summary of the transcript lines in the prompt.
 */
export function structuredAnswer(schema: JsonSchema, prompt: string): unknown {
  const rerank = parseRerankPrompt(prompt);
  if (rerank) return rerankAnswer(schema, rerank);
  const ask = parseAskPrompt(prompt);
  if (ask) return askAnswer(schema, ask);
  const resolve = resolverFor(schema);
  const partials = partialSummaries(prompt);
  if (partials) return conform(schema, mergePartials(schema, partials), resolve);
  const fresh = fromExtraction(schema, extract(parseTranscriptLines(prompt), userNameOf(prompt))) as Record<string, unknown>;
  // A running summary to fold the new transcript into: the previous summary and this slice, merged.
  const running = runningSummary(prompt);
  return running ? conform(schema, mergePartials(schema, [running, fresh]), resolve) : fresh;
}

/** A plain-text answer when no schema was asked for: the answer to a question, else the overview. */
export function textAnswer(prompt: string): string {
  const ask = parseAskPrompt(prompt);
  if (ask) return answerQuestion(ask).answer || "The passages do not answer that question.";
  const extraction = extract(parseTranscriptLines(prompt));
  return extraction.overview || "There is no transcript in this conversation to summarise.";
}

/** `<running_summary>{…}</running_summary>`: the summary so far, which the new transcript extends. */
function runningSummary(prompt: string): Record<string, unknown> | null {
  const match = /<running_summary>([\s\S]*?)<\/running_summary>/.exec(prompt);
  if (!match) return null;
  try {
    const parsed: unknown = JSON.parse(match[1] ?? "");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** `<user_name>…</user_name>`: whom questions must be addressed to, to count as questions for the user. */
function userNameOf(prompt: string): string | null {
  return /<user_name>([^<]{1,120})<\/user_name>/.exec(prompt)?.[1]?.trim() || null;
}

function partialSummaries(prompt: string): Record<string, unknown>[] | null {
  const match = /<partial_summaries>([\s\S]*?)<\/partial_summaries>/.exec(prompt);
  if (!match) return null;
  try {
    const parsed: unknown = JSON.parse(match[1] ?? "");
    return Array.isArray(parsed) ? parsed.filter((p): p is Record<string, unknown> => !!p && typeof p === "object") : null;
  } catch {
    return null;
  }
}

function pick(name: string, extraction: Extraction): ExtractedItem[] {
  if (/action|task|todo|follow/i.test(name)) return extraction.actions;
  if (/decision/i.test(name)) return extraction.decisions;
  if (/question/i.test(name)) return extraction.questions;
  if (/point|highlight|topic|takeaway/i.test(name)) return extraction.keyPoints;
  return [];
}

function itemValue(schema: JsonSchema, item: ExtractedItem, resolve: ReturnType<typeof resolverFor>): unknown {
  const s = nonNull(schema, resolve);
  const type = typesOf(s)[0];
  if (type === "string") return item.text;
  if (type !== "object") return emptyValue(schema, resolve);
  let textUsed = false;
  return Object.fromEntries(
    Object.entries(s.properties ?? {}).map(([key, child]) => {
      const childType = typesOf(nonNull(child, resolve))[0];
      if (/timestamp|second|^t$|time|start/i.test(key) && (childType === "number" || childType === "integer")) return [key, item.t];
      if (/owner|assignee|who|speaker|asked/i.test(key)) return [key, item.owner ?? emptyValue(child, resolve)];
      if (/due|deadline|when/i.test(key)) return [key, item.due ?? emptyValue(child, resolve)];
      if (/context|reason|why/i.test(key)) return [key, item.context ?? emptyValue(child, resolve)];
      if (childType === "string" && !textUsed) {
        textUsed = true;
        return [key, item.text];
      }
      return [key, emptyValue(child, resolve)];
    }),
  );
}

function fromExtraction(schema: JsonSchema, extraction: Extraction): unknown {
  const resolve = resolverFor(schema);
  const root = nonNull(schema, resolve);
  return Object.fromEntries(
    Object.entries(root.properties ?? {}).map(([key, child]) => {
      const c = nonNull(child, resolve);
      const type = typesOf(c)[0];
      if (type === "array") return [key, pick(key, extraction).map((item) => itemValue(c.items ?? {}, item, resolve))];
      if (type === "string") return [key, /gist|headline|title|one_line/i.test(key) ? extraction.gist : extraction.overview];
      return [key, emptyValue(child, resolve)];
    }),
  );
}

const ARRAY_CAP = 20;

function firstString(value: unknown): string {
  if (typeof value === "string") return value;
  if (value && typeof value === "object") for (const v of Object.values(value)) if (typeof v === "string") return v;
  return JSON.stringify(value);
}

function timeOf(value: unknown): number {
  if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) if (/timestamp|second|time|start/i.test(k) && typeof v === "number") return v;
  return 0;
}

/** Concatenates each list across the partials without repeats (in time order), and joins the prose. */
function mergePartials(schema: JsonSchema, partials: Record<string, unknown>[]): Record<string, unknown> {
  const resolve = resolverFor(schema);
  const root = nonNull(schema, resolve);
  const merged: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(root.properties ?? {})) {
    const type = typesOf(nonNull(child, resolve))[0];
    const values = partials.map((p) => p[key]);
    if (type === "array") {
      const all = values.flatMap((v): unknown[] => (Array.isArray(v) ? (v as unknown[]) : [])).map((value) => ({ value, text: firstString(value) }));
      merged[key] = dedupe(all)
        .sort((a, b) => timeOf(a.value) - timeOf(b.value))
        .slice(0, ARRAY_CAP)
        .map((x) => x.value);
    } else if (type === "string") {
      const texts = values.filter((v): v is string => typeof v === "string" && v.length > 0);
      merged[key] = /gist|headline|title|one_line/i.test(key)
        ? (texts[0] ?? "")
        : texts.map((t) => t.split(/(?<=[.!?])\s+/)[0]).join(" ").slice(0, 900);
    } else {
      merged[key] = values.find((v) => v !== undefined) ?? null;
    }
  }
  return merged;
}
