import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bytea } from "./bytea";
import { users } from "./users";

/**
 * Recordings of the user's own voice for the avatar's cloned voice, made after their avatar consent (recorded
 * in the browser in Settings → AI Avatar). Kept until the user deletes them, withdraws consent or deletes the
 * account; the cloning provider only ever receives them when the user asks for their cloned voice.
 */
export const avatarVoiceSamples = pgTable(
  "avatar_voice_samples",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The user's own name for it ("Reading my intro"). */
    label: text().notNull(),
    /** As the browser recorded it: audio/webm, audio/ogg, audio/mp4, audio/wav or audio/mpeg. */
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    audio: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("avatar_voice_samples_user_idx").on(t.userId, t.createdAt)],
);
export type AvatarVoiceSampleRow = typeof avatarVoiceSamples.$inferSelect;

/** The user's cloned voice at the cloning provider (one per user): the provider's id, made from their samples. */
export const avatarClonedVoices = pgTable("avatar_cloned_voices", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** "elevenlabs": the provider the voice lives at, so it is deleted there too. */
  provider: text().notNull(),
  providerVoiceId: text().notNull(),
  sampleCount: integer().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
export type AvatarClonedVoiceRow = typeof avatarClonedVoices.$inferSelect;
