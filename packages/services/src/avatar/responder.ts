import { recordDeferredQuestion } from "../action-items/avatar";
import { and, count, eq, gte, isNotNull, like, or } from "drizzle-orm";
import { avatarMeetingSettings, avatarTurns, users, type AvatarDraft, type AvatarTurn } from "@understudy/db/schema";
import { toAiError, type LanguageModel } from "@understudy/integrations/ai";
import type { ServiceContext, UserContext } from "../context";
import { retrievePassages } from "../search";
import { addressedToUser } from "./addressing";
import { avatarEligibilityFor } from "./eligibility";
import { loadLanguageDetector } from "./language";
import { AVATAR_PROMPT_VERSION, avatarSystem, avatarUserMessage } from "./prompt";
import { decideTurn, type FinalTurn } from "./rules";
import { AvatarModelAnswer } from "./schemas";
import { hasCurrentConsent, loadAvatarSettings } from "./consent";
import { gatherUnits, type SourceUnit } from "./sources";
import { AWAITING_APPROVAL, DRAFT_QUEUES, needsApproval, storeDraft } from "./drafts/store";

/** Past-meeting passages searched for the owner's own sentences (the model sees at most `MAX_UNITS` of them). */
export const AVATAR_PASSAGES = 12;
/** The per-meeting rate limit: at most this many spoken turns, and one per window of meeting time. */
export const MAX_SPOKEN_PER_MEETING = 12;
export const SPOKEN_WINDOW_SECONDS = 20;

export interface Utterance {
  userId: string;
  meetingId: string;
  sessionId: string | null;
  botName: string | null;
  speaker: string;
  text: string;
  /** When it was said (the provider's clock): the log's time and the rate limit's. */
  heardAt: Date;
  /** The utterance's start in ms: the same utterance delivered twice is answered once. */
  seq: number;
}

export type AvatarOutcome =
  | { handled: false; why: "not_addressed" | "inactive" | "duplicate" | "own_words" }
  /** `draft`: under ask-me-first the answer waits for the owner instead of being said now. */
  | { handled: true; turn: AvatarTurn; final: FinalTurn; draft: AvatarDraft | null };

/**
 * Retrieval runs as the owner reading their own meetings (every statement scoped to them). No credential of
 * theirs is involved: `credentialId` says what is reading.
 */
function ownerReader(ctx: ServiceContext, userId: string): UserContext {
  return { ...ctx, actor: { type: "user", userId, role: "user", via: "session", credentialId: "avatar" } };
}

/** Whether the avatar may speak in this meeting: eligible, switched on, consent current, and on for the meeting. */
export async function avatarActiveFor(ctx: ServiceContext, userId: string, meetingId: string) {
  const settings = await loadAvatarSettings(ctx.db, userId);
  if (!settings.enabled || !hasCurrentConsent(settings)) return null;
  const [meeting] = await ctx.db
    .select({ enabled: avatarMeetingSettings.enabled, talkingPoints: avatarMeetingSettings.talkingPoints, answerOnOwn: avatarMeetingSettings.answerOnOwn, paused: avatarMeetingSettings.paused })
    .from(avatarMeetingSettings)
    .where(and(eq(avatarMeetingSettings.meetingId, meetingId), eq(avatarMeetingSettings.userId, userId)))
    .limit(1);
  // The meeting's own toggle wins; without one, the cover rule (the stand-in is already covering this meeting).
  if (!(meeting?.enabled ?? settings.onInCoveredMeetings)) return null;
  if (!(await avatarEligibilityFor(ctx.db, userId, ctx.clock.now())).eligible) return null;
  return { settings, talkingPoints: meeting?.talkingPoints ?? "", answerOnOwn: meeting?.answerOnOwn ?? false, paused: meeting?.paused ?? false };
}

/**
 * One utterance heard in a meeting the avatar stands in for: if it was said to the user, ask the model for a
 * proposal grounded in the talking points, persona brief and the user's own past meetings, then let the hard
 * rules decide what is said. Everything handled is logged; deferred questions are the user's action items.
 * With `askFirst` (the bot that would say it), an answer the owner must approve first is stored as a draft with
 * its turn, in the same transaction, and its expiry job with it (docs/decisions/052).
 */
export async function respondToUtterance(ctx: ServiceContext, u: Utterance, model: LanguageModel | null, askFirst?: { botId: string }): Promise<AvatarOutcome> {
  // Warmed on the meeting's first line, addressed or not: the first question must not wait for the n-grams.
  const languageOf = loadLanguageDetector();
  const [owner] = await ctx.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, u.userId)).limit(1);
  const ownerName = owner?.name?.trim() || owner?.email || "the organiser";
  if (u.speaker.trim().toLowerCase() === ownerName.toLowerCase()) return { handled: false, why: "own_words" };
  if (!addressedToUser(u.text, { full: ownerName, botName: u.botName }).addressed) return { handled: false, why: "not_addressed" };
  const active = await avatarActiveFor(ctx, u.userId, u.meetingId);
  if (!active) return { handled: false, why: "inactive" };

  const units = await gatherSources(ctx, u, ownerName, active.talkingPoints, active.settings.personaBrief);
  const proposal = await propose(ctx, model, { ownerName, u, units });
  const final = decideTurn({
    ownerName,
    botName: u.botName,
    heard: u.text,
    units,
    proposal,
    settings: { signOff: active.settings.signOff, deferTopics: active.settings.deferTopics, answerTopics: active.settings.answerTopics },
    withinRate: await withinRate(ctx, u),
    languageOf: await languageOf,
  });
  // Paused, nothing is asked either: the turn is logged and silenced as before (speak.ts).
  const drafting = Boolean(askFirst) && !active.paused && needsApproval(final, active.answerOnOwn);
  if (drafting) await ctx.deps.jobs.prepare(DRAFT_QUEUES);
  // A deferred question lands in the user's action items with its turn, or neither does; a draft with its turn.
  const logged = await ctx.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(avatarTurns)
      .values({
        userId: u.userId,
        meetingId: u.meetingId,
        sessionId: u.sessionId,
        utteranceSeq: u.seq,
        askedBy: u.speaker,
        heard: u.text,
        heardAt: u.heardAt,
        decision: final.decision,
        // Nothing is said until the owner decides; the draft holds the words.
        said: drafting ? null : final.said,
        reason: drafting ? `${final.reason}; ${AWAITING_APPROVAL}` : final.detail ? `${final.reason}: ${final.detail}` : final.reason,
        sources: final.sources,
      })
      .onConflictDoNothing()
      .returning();
    if (!stored) return null;
    await recordDeferredQuestion(tx, stored, ownerName);
    const draft = drafting && askFirst ? await storeDraft(tx, ctx, { turn: stored, botId: askFirst.botId, final, units, seconds: active.settings.askFirstSeconds }) : null;
    return { turn: stored, draft };
  });
  if (!logged) return { handled: false, why: "duplicate" };
  const { turn, draft } = logged;
  ctx.log.info({ meetingId: u.meetingId, prompt: AVATAR_PROMPT_VERSION, decision: final.decision, reason: final.reason, sources: final.sources.length }, "avatar turn");
  return { handled: true, turn, final, draft };
}

/** The owner's own words that may answer: talking points, persona positions, their sentences in past meetings (`sources.ts`). */
async function gatherSources(ctx: ServiceContext, u: Utterance, ownerName: string, talkingPoints: string, persona: string | null): Promise<SourceUnit[]> {
  const passages = await retrievePassages({ ctx: ownerReader(ctx, u.userId), query: u.text, limit: AVATAR_PASSAGES });
  return gatherUnits({ meetingId: u.meetingId, ownerName, talkingPoints, personaBrief: persona, passages });
}

/** The model's proposal as it came; a model failure is a deferral (null), never silence on a question. */
async function propose(ctx: ServiceContext, model: LanguageModel | null, input: { ownerName: string; u: Utterance; units: SourceUnit[] }): Promise<AvatarModelAnswer | null> {
  if (!model) return null;
  try {
    const { value } = await model.completeStructured({
      system: avatarSystem(input.ownerName),
      user: avatarUserMessage({ ownerName: input.ownerName, speaker: input.u.speaker, utterance: input.u.text, units: input.units }),
      schema: AvatarModelAnswer,
      name: "avatar_turn",
      maxOutputTokens: 400,
    });
    return value;
  } catch (error) {
    ctx.log.warn({ err: toAiError(error), meetingId: input.u.meetingId }, "avatar: model call failed; deferring");
    return null;
  }
}

async function withinRate(ctx: ServiceContext, u: Utterance): Promise<boolean> {
  // A draft waiting for the owner holds its place: approving a burst of drafts must not outrun the limit.
  const spoken = and(eq(avatarTurns.meetingId, u.meetingId), or(isNotNull(avatarTurns.said), like(avatarTurns.reason, `%${AWAITING_APPROVAL}%`)));
  const [total] = await ctx.db.select({ n: count() }).from(avatarTurns).where(spoken);
  if ((total?.n ?? 0) >= MAX_SPOKEN_PER_MEETING) return false;
  const [recent] = await ctx.db
    .select({ n: count() })
    .from(avatarTurns)
    .where(and(spoken, gte(avatarTurns.heardAt, new Date(u.heardAt.getTime() - SPOKEN_WINDOW_SECONDS * 1000))));
  return (recent?.n ?? 0) === 0;
}
