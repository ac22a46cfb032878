import { toAiError, type AiError, type LanguageModel } from "@understudy/integrations/ai";
import type { UserContext } from "../context";
import { ServiceError } from "../errors";
import { retrievePassages } from "../search";
import { assertOwnMeeting } from "../search/scope";
import { configured } from "../deps";
import { assertEntitled } from "../subscription/entitlements";
import { resolveCitations, stripMarkers } from "./citations";
import { pinpointCitations } from "./pinpoint";
import { ASK_PROMPT_VERSION, ASK_SYSTEM, askUserMessage } from "./prompt";
import { ModelAnswer, NOT_ANSWERED, type AskInput, type AskResponse } from "./schemas";

/** Passages the model reads: enough to answer across meetings, few enough to stay a small, quick call. */
export const ASK_PASSAGES = 12;
/** An answer that is not valid JSON for the schema is asked for once more before giving up. */
const INVALID_OUTPUT_RETRIES = 1;

const notAnswered = (question: string): AskResponse => ({ question, answered: false, answer: NOT_ANSWERED, citations: [] });

/**
 * Answers a question from the actor's own meetings: retrieves the best transcript passages (scoped to the
 * actor in SQL), asks the model for a structured answer that cites them by index, and keeps only citations of
 * passages it was given. No passages, a model that says it cannot answer, or an answer citing nothing real
 * all come back as "not answered" rather than an invented answer.
 */
export async function askMeetings({ ctx, input, model }: { ctx: UserContext; input: AskInput; model?: LanguageModel }): Promise<AskResponse> {
  await assertEntitled(ctx, "ai_answers");
  const llm = model ?? configured(ctx.deps.model, "AI answers are not configured on this server (OPENAI_API_KEY)");
  const { question, from, to, platform, participant, meeting_id } = input;
  if (meeting_id) await assertOwnMeeting(ctx, meeting_id);
  const filters = { from, to, platform, participant, ...(meeting_id ? { meetingIds: [meeting_id] } : {}) };
  const passages = await retrievePassages({ ctx, query: question, limit: ASK_PASSAGES, filters });
  if (passages.length === 0) return notAnswered(question);

  const output = await complete(ctx, llm, askUserMessage(question, passages));
  const resolved = resolveCitations(output.citations, passages);
  const answer = stripMarkers(output.answer);
  ctx.log.info({ prompt: ASK_PROMPT_VERSION, passages: passages.length, answered: output.answered, cited: output.citations.length, kept: resolved.length }, "ask answered");
  if (!output.answered || !answer || resolved.length === 0) return notAnswered(question);
  return { question, answered: true, answer, citations: await pinpointCitations(ctx, resolved) };
}

async function complete(ctx: UserContext, model: LanguageModel, user: string): Promise<ModelAnswer> {
  for (let attempt = 0; ; attempt++) {
    try {
      const result = await model.completeStructured({ system: ASK_SYSTEM, user, schema: ModelAnswer, name: "meeting_answer", maxOutputTokens: 1200 });
      return result.value;
    } catch (caught) {
      const error = toAiError(caught);
      if (error.kind === "invalid_output" && attempt < INVALID_OUTPUT_RETRIES) continue;
      ctx.log.warn({ err: error, kind: error.kind }, "ask: model call failed");
      throw toServiceError(error);
    }
  }
}

/** What the person sees when the model could not answer: the provider's trouble, never a stack. */
function toServiceError(error: AiError): ServiceError {
  switch (error.kind) {
    case "rate_limited":
      return new ServiceError("UPSTREAM_UNAVAILABLE", "The AI provider is rate limiting requests. Try again in a minute.", { cause: error });
    case "unavailable":
      return new ServiceError("UPSTREAM_UNAVAILABLE", "The AI provider is unavailable. Try again in a minute.", { cause: error });
    case "rejected":
      return new ServiceError("UPSTREAM_UNAVAILABLE", "The AI provider refused the request; answers are unavailable until the server's AI configuration is fixed.", { cause: error });
    case "invalid_output":
      return new ServiceError("UPSTREAM_INVALID", "The AI model returned an answer that could not be read. Try asking again.", { cause: error });
    case "refused":
      return new ServiceError("UPSTREAM_INVALID", "The AI model declined to answer this question.", { cause: error });
    case "truncated":
      return new ServiceError("UPSTREAM_INVALID", "The AI model's answer was cut off. Try a narrower question.", { cause: error });
  }
}
