import { and, count, eq, gte, isNotNull } from "drizzle-orm";
import { avatarMeetingSettings, avatarTurns, users, type AvatarSource, type AvatarTurn } from "@understudy/db/schema";
import { toAiError, type LanguageModel } from "@understudy/integrations/ai";
import type { ServiceContext, UserContext } from "../context";
import { retrievePassages } from "../search";
import { addressedToUser } from "./addressing";
import { avatarEligibilityFor } from "./eligibility";
import { AVATAR_PROMPT_VERSION, avatarSystem, avatarUserMessage, type PromptSource } from "./prompt";
import { enforceRules, type FinalTurn, type ModelProposal } from "./rules";
import { AvatarModelAnswer } from "./schemas";
import { hasCurrentConsent, loadAvatarSettings } from "./consent";

/** Meeting passages the model reads: a few, so the call stays quick enough to answer while the question is fresh. */
export const AVATAR_PASSAGES = 6;
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
  | { handled: true; turn: AvatarTurn; final: FinalTurn };

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
    .select({ enabled: avatarMeetingSettings.enabled, talkingPoints: avatarMeetingSettings.talkingPoints })
    .from(avatarMeetingSettings)
    .where(and(eq(avatarMeetingSettings.meetingId, meetingId), eq(avatarMeetingSettings.userId, userId)))
    .limit(1);
  // The meeting's own toggle wins; without one, the cover rule (the stand-in is already covering this meeting).
  if (!(meeting?.enabled ?? settings.onInCoveredMeetings)) return null;
  if (!(await avatarEligibilityFor(ctx.db, userId, ctx.clock.now())).eligible) return null;
  return { settings, talkingPoints: meeting?.talkingPoints ?? "" };
}

/**
 * One utterance heard in a meeting the avatar stands in for: if it was said to the user, ask the model for a
 * proposal grounded in the talking points, persona brief and the user's own past meetings, then let the hard
 * rules decide what is said. Everything handled is logged; deferred questions are the user's action items.
 */
export async function respondToUtterance(ctx: ServiceContext, u: Utterance, model: LanguageModel | null): Promise<AvatarOutcome> {
  const [owner] = await ctx.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, u.userId)).limit(1);
  const ownerName = owner?.name?.trim() || owner?.email || "the organiser";
  if (u.speaker.trim().toLowerCase() === ownerName.toLowerCase()) return { handled: false, why: "own_words" };
  if (!addressedToUser(u.text, { full: ownerName, botName: u.botName }).addressed) return { handled: false, why: "not_addressed" };
  const active = await avatarActiveFor(ctx, u.userId, u.meetingId);
  if (!active) return { handled: false, why: "inactive" };

  const sources = await gatherSources(ctx, u, active.talkingPoints, active.settings.personaBrief);
  const proposal = await propose(ctx, model, { ownerName, u, sources });
  const final = enforceRules(proposal, {
    ownerName,
    question: u.text,
    signOff: active.settings.signOff,
    deferTopics: active.settings.deferTopics,
    answerTopics: active.settings.answerTopics,
    withinRate: await withinRate(ctx, u),
  });
  const [turn] = await ctx.db
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
      said: final.said,
      reason: final.detail ? `${final.reason}: ${final.detail}` : final.reason,
      sources: final.sources,
    })
    .onConflictDoNothing()
    .returning();
  if (!turn) return { handled: false, why: "duplicate" };
  ctx.log.info({ meetingId: u.meetingId, prompt: AVATAR_PROMPT_VERSION, decision: final.decision, reason: final.reason, sources: final.sources.length }, "avatar turn");
  return { handled: true, turn, final };
}

async function gatherSources(ctx: ServiceContext, u: Utterance, talkingPoints: string, persona: string | null): Promise<(PromptSource & { source: AvatarSource })[]> {
  const out: (PromptSource & { source: AvatarSource })[] = [];
  const add = (s: Omit<PromptSource, "index">, source: AvatarSource) => out.push({ ...s, index: out.length + 1, source });
  if (talkingPoints.trim()) add({ kind: "talking_points", meeting: "Talking points for this meeting", date: "", speaker: "owner", t: 0, text: talkingPoints }, { kind: "talking_points", meeting_id: u.meetingId, meeting_title: null, quote: "", href: null });
  if (persona?.trim()) add({ kind: "persona", meeting: "Persona brief", date: "", speaker: "owner", t: 0, text: persona }, { kind: "persona", meeting_id: null, meeting_title: null, quote: "", href: null });
  const passages = await retrievePassages({ ctx: ownerReader(ctx, u.userId), query: u.text, limit: AVATAR_PASSAGES + 2 });
  for (const p of passages.filter((p) => p.meetingId !== u.meetingId).slice(0, AVATAR_PASSAGES)) {
    add({ kind: "meeting", meeting: p.meetingTitle, date: p.scheduledAt.slice(0, 10), speaker: p.speaker, t: p.startSeconds, text: p.text }, { kind: "meeting", meeting_id: p.meetingId, meeting_title: p.meetingTitle, quote: "", href: p.href });
  }
  return out;
}

/** The model's proposal, with its citations resolved to real sources; a model failure is a deferral, never silence on a question. */
async function propose(ctx: ServiceContext, model: LanguageModel | null, input: { ownerName: string; u: Utterance; sources: (PromptSource & { source: AvatarSource })[] }): Promise<ModelProposal> {
  if (!model) return { decision: "defer", text: "", disclosure: "", sources: [] };
  try {
    const { value } = await model.completeStructured({
      system: avatarSystem(input.ownerName),
      user: avatarUserMessage({ ownerName: input.ownerName, speaker: input.u.speaker, utterance: input.u.text, sources: input.sources }),
      schema: AvatarModelAnswer,
      name: "avatar_turn",
      maxOutputTokens: 400,
    });
    const byIndex = new Map(input.sources.map((s) => [s.index, s]));
    const cited = value.sources.flatMap((c) => {
      const s = byIndex.get(c.source);
      // A quote must come from the source it cites: an invented citation grounds nothing.
      return s && c.quote.trim() && normalise(s.text).includes(normalise(c.quote)) ? [{ ...s.source, quote: c.quote.trim().slice(0, 300) }] : [];
    });
    return { decision: value.decision, text: value.answer, disclosure: value.disclosure, sources: cited };
  } catch (error) {
    ctx.log.warn({ err: toAiError(error), meetingId: input.u.meetingId }, "avatar: model call failed; deferring");
    return { decision: "defer", text: "", disclosure: "", sources: [] };
  }
}

const normalise = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();

async function withinRate(ctx: ServiceContext, u: Utterance): Promise<boolean> {
  const spoken = and(eq(avatarTurns.meetingId, u.meetingId), isNotNull(avatarTurns.said));
  const [total] = await ctx.db.select({ n: count() }).from(avatarTurns).where(spoken);
  if ((total?.n ?? 0) >= MAX_SPOKEN_PER_MEETING) return false;
  const [recent] = await ctx.db
    .select({ n: count() })
    .from(avatarTurns)
    .where(and(spoken, gte(avatarTurns.heardAt, new Date(u.heardAt.getTime() - SPOKEN_WINDOW_SECONDS * 1000))));
  return (recent?.n ?? 0) === 0;
}
