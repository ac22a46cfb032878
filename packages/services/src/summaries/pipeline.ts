import { AiError, type LanguageModel, type ModelUsage } from "@understudy/integrations/ai";
import { chunkTranscript } from "./chunking";
import { MAP_SYSTEM, mapUserMessage, REDUCE_SYSTEM, reduceUserMessage, type PromptSegment } from "./prompt";
import { SummaryContent } from "./schemas";

export interface PipelineResult {
  content: SummaryContent;
  modelCalls: number;
  usage: ModelUsage;
}

/** A call whose answer is not valid JSON for the schema is asked once more before giving up. */
const INVALID_OUTPUT_RETRIES = 1;

async function callModel(model: LanguageModel, system: string, user: string, tally: { calls: number; usage: ModelUsage }): Promise<SummaryContent> {
  for (let attempt = 0; ; attempt++) {
    tally.calls++;
    try {
      const result = await model.completeStructured({ system, user, schema: SummaryContent, name: "meeting_summary", maxOutputTokens: 4000 });
      tally.usage.promptTokens += result.usage.promptTokens;
      tally.usage.completionTokens += result.usage.completionTokens;
      return result.value;
    } catch (error) {
      if (error instanceof AiError && error.kind === "invalid_output" && attempt < INVALID_OUTPUT_RETRIES) continue;
      throw error;
    }
  }
}

/** Timestamps must point into this transcript; anything else is clamped to the nearest valid second. */
function clampTimestamps(content: SummaryContent, first: number, last: number): SummaryContent {
  const clamp = (t: number) => (Number.isFinite(t) ? Math.min(Math.max(Math.floor(t), Math.floor(first)), Math.floor(last)) : Math.floor(first));
  return {
    gist: content.gist.trim(),
    overview: content.overview.trim(),
    key_points: content.key_points.map((k) => ({ ...k, timestamp: clamp(k.timestamp) })),
    action_items: content.action_items.map((a) => ({ ...a, timestamp: clamp(a.timestamp) })),
    decisions: content.decisions.map((d) => ({ ...d, timestamp: clamp(d.timestamp) })),
  };
}

/**
 * Map-reduce over speaker-turn chunks: one call per chunk, then one merge call when there was more than one.
 * The caller has already checked there is speech.
 */
export async function summarizeSegments(model: LanguageModel, segments: PromptSegment[]): Promise<PipelineResult> {
  const tally = { calls: 0, usage: { promptTokens: 0, completionTokens: 0 } };
  const chunks = chunkTranscript(segments);
  const partials: SummaryContent[] = [];
  // Sequential on purpose: a rate-limited provider is better served by one call at a time.
  for (const [index, lines] of chunks.entries()) {
    partials.push(await callModel(model, MAP_SYSTEM, mapUserMessage(lines, index + 1, chunks.length), tally));
  }
  const [only] = partials;
  const merged = partials.length === 1 && only ? only : await callModel(model, REDUCE_SYSTEM, reduceUserMessage(partials), tally);
  const first = segments[0]?.startSeconds ?? 0;
  const last = segments[segments.length - 1]?.startSeconds ?? 0;
  return { content: clampTimestamps(merged, first, last), modelCalls: tally.calls, usage: tally.usage };
}
