import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { botSessions } from "./bots";
import { meetings } from "./meetings";
import { users } from "./users";

/** What the avatar did with something said to the user: answered it, deferred it to the user, or let it pass. */
export const avatarDecision = pgEnum("avatar_decision", ["answer", "defer", "ignore"]);
export const AVATAR_DECISIONS = avatarDecision.enumValues;
export type AvatarDecision = (typeof AVATAR_DECISIONS)[number];

/** Settings → AI Avatar, one row per user who opened it. No row = off, no consent. */
export const avatarSettings = pgTable("avatar_settings", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The kill switch: false stops the avatar in every meeting at once, whatever the per-meeting toggles say. */
  enabled: boolean().notNull().default(false),
  /** Written consent: when, and which version of the text the user agreed to. No voice is made or used without it. */
  consentedAt: timestamp({ withTimezone: true, mode: "date" }),
  consentVersion: text(),
  /** Which voice provider speaks ("openai" stock voices; a cloning provider plugs in under its own name). */
  voiceProvider: text().notNull().default("openai"),
  voiceId: text().notNull().default("alloy"),
  /** Topics it may answer; empty = anything its sources ground. Topics it must always defer, whatever its sources say. */
  answerTopics: text().array().notNull().default(sql`'{}'::text[]`),
  deferTopics: text().array().notNull().default(sql`'{}'::text[]`),
  signOff: text().notNull().default(""),
  /** The cover rule: on in every meeting the stand-in covers, unless turned off for one (false: only where turned on). */
  onInCoveredMeetings: boolean().notNull().default(false),
  /** Ask-me-first: how long a drafted answer waits for the owner before it expires and the avatar defers (5–120 s). */
  askFirstSeconds: integer().notNull().default(20),
  /** Built from the user's own turns; `personaEditedAt` set once the user edited it (then it is not rebuilt over their words). */
  personaBrief: text(),
  personaEditedAt: timestamp({ withTimezone: true, mode: "date" }),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** Per meeting: off unless turned on; the talking points the user wrote for it. */
export const avatarMeetingSettings = pgTable(
  "avatar_meeting_settings",
  {
    meetingId: uuid()
      .primaryKey()
      .references(() => meetings.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** true / false for this meeting; null follows the user's cover rule (`onInCoveredMeetings`). */
    enabled: boolean(),
    talkingPoints: text().notNull().default(""),
    /** Held from the live room: the avatar says nothing in this meeting until the owner resumes it. */
    paused: boolean().notNull().default(false),
    /** "Answer on my own": a verbatim talking point is spoken without asking first; anything else still asks. */
    answerOnOwn: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("avatar_meeting_settings_user_idx").on(t.userId)],
);

export interface AvatarSource {
  kind: "talking_points" | "persona" | "meeting";
  meeting_id: string | null;
  meeting_title: string | null;
  quote: string;
  href: string | null;
}

/** The avatar's log: every utterance it heard as addressed to the user, what it said and why. */
export const avatarTurns = pgTable(
  "avatar_turns",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    meetingId: uuid()
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    sessionId: uuid().references(() => botSessions.id, { onDelete: "set null" }),
    /** The utterance's start in the transcript (ms): the same utterance delivered twice is handled once. */
    utteranceSeq: integer().notNull(),
    askedBy: text().notNull(),
    heard: text().notNull(),
    heardAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    decision: avatarDecision().notNull(),
    /** What it said (chat and speech); null when it said nothing. */
    said: text(),
    /** Why: "grounded", or the rule that made it defer or stay silent (commitment, defer_topic, rate_limit, …). */
    reason: text().notNull(),
    sources: jsonb().$type<AvatarSource[]>().notNull().default([]),
    /** From the question's last word to the first audio sent, in ms (null when nothing was played). */
    latencyMs: integer(),
    /** A deferred question is an action item for the user until they mark it done. */
    resolvedAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("avatar_turns_meeting_utterance_idx").on(t.meetingId, t.utteranceSeq),
    index("avatar_turns_user_meeting_idx").on(t.userId, t.meetingId, t.heardAt),
    // The open action items, newest first, across meetings.
    index("avatar_turns_open_deferred_idx").on(t.userId, t.heardAt.desc()).where(sql`${t.decision} = 'defer' and ${t.resolvedAt} is null`),
  ],
);

/** Where an ask-me-first draft stands: waiting for the owner, decided by them, or past its deadline. */
export const avatarDraftState = pgEnum("avatar_draft_state", ["pending", "approved", "edited", "rejected", "expired"]);
export const AVATAR_DRAFT_STATES = avatarDraftState.enumValues;
export type AvatarDraftState = (typeof AVATAR_DRAFT_STATES)[number];

/** A source the draft's answer was checked against, kept so that an edit is checked against the same words. */
export interface AvatarDraftUnit {
  index: number;
  kind: "talking_points" | "persona" | "meeting";
  meeting: string;
  date: string;
  t: number;
  text: string;
  source: AvatarSource;
}

/**
 * Ask-me-first: an answer the avatar would give, held until the owner approves, edits or rejects it, or its
 * deadline passes. One per turn; `spokenAt` is the claim that makes saying it (or the deferral) happen once.
 */
export const avatarDrafts = pgTable(
  "avatar_drafts",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    meetingId: uuid()
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    turnId: uuid()
      .notNull()
      .references(() => avatarTurns.id, { onDelete: "cascade" }),
    sessionId: uuid().references(() => botSessions.id, { onDelete: "set null" }),
    /** The provider's bot that would say it. */
    botId: text().notNull(),
    askedBy: text().notNull(),
    heard: text().notNull(),
    /** What the rules let through, disclosure included. */
    proposed: text().notNull(),
    /** What is said once decided: the proposal, the owner's checked edit, or the deferral. */
    finalText: text(),
    sources: jsonb().$type<AvatarSource[]>().notNull().default([]),
    units: jsonb().$type<AvatarDraftUnit[]>().notNull().default([]),
    state: avatarDraftState().notNull().default("pending"),
    deadline: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    decidedAt: timestamp({ withTimezone: true, mode: "date" }),
    spokenAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("avatar_drafts_turn_idx").on(t.turnId), index("avatar_drafts_user_meeting_idx").on(t.userId, t.meetingId, t.createdAt)],
);

export type AvatarSettingsRow = typeof avatarSettings.$inferSelect;
export type AvatarTurn = typeof avatarTurns.$inferSelect;
export type AvatarDraft = typeof avatarDrafts.$inferSelect;
