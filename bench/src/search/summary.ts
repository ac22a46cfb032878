import { summarizeSegments } from "@understudy/services/summaries";
import { languageModelFromEnv } from "@understudy/integrations/ai";
import type { QmsumMeeting } from "./qmsum";

export interface SummaryBench {
  words: number;
  turns: number;
  minutes: number;
  model_calls: number;
  prompt_tokens: number;
  completion_tokens: number;
  wall_seconds: number;
  key_points: number;
  action_items: number;
  decisions: number;
}

/** A two-hour meeting (~150 words a minute) from consecutive QMSum transcripts, summarised through the SDK against the sandbox. */
export async function measureSummary(corpus: QmsumMeeting[], minutes = 120): Promise<SummaryBench> {
  const model = languageModelFromEnv();
  if (!model) throw new Error("no model configured");
  const target = minutes * 150;
  const segments: { speaker: string; content: string; startSeconds: number }[] = [];
  let words = 0;
  for (const turn of corpus.flatMap((m) => m.turns)) {
    if (words >= target) break;
    if (!turn.content) continue;
    segments.push({ speaker: turn.speaker, content: turn.content, startSeconds: Math.round((words / 150) * 60) });
    words += turn.content.split(" ").length;
  }
  const started = performance.now();
  const result = await summarizeSegments(model, segments);
  return {
    words,
    turns: segments.length,
    minutes: Math.round(words / 150),
    model_calls: result.modelCalls,
    prompt_tokens: result.usage.promptTokens,
    completion_tokens: result.usage.completionTokens,
    wall_seconds: Math.round((performance.now() - started) / 10) / 100,
    key_points: result.content.key_points.length,
    action_items: result.content.action_items.length,
    decisions: result.content.decisions.length,
  };
}
