import type { Database } from "@understudy/db";
import { createTestMeeting } from "@understudy/db/test";
import { avatarMeetingSettings, avatarSettings } from "@understudy/db/schema";
import { AVATAR_CONSENT_VERSION } from "../src/avatar/consent";
import { insertTranscript } from "./transcripts";

const TOPICS = [
  ["Onboarding review", "The onboarding flow tested well with the five customers we interviewed."],
  ["Design system sync", "The design system should stay in one repository so the tokens never drift."],
  ["Support retro", "Support load dropped by a third after the help centre relaunch."],
  ["Security review", "The penetration test found no critical issues, two medium ones are fixed."],
] as const;

/** `n` past meetings, one a day up to yesterday (inside the default 90-day retention), with a transcript in which `speaker` (the user's account name) spoke, on a few recurring topics. */
export async function seedAvatarHistory(db: Database, userId: string, speaker: string, n: number, at = new Date(Date.now() - (n + 1) * 86_400_000)): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const [title, line] = TOPICS[i % TOPICS.length] ?? TOPICS[0];
    const meeting = await createTestMeeting(db, userId, { title: `${title} ${i + 1}`, scheduledAt: new Date(at.getTime() + i * 86_400_000), status: "completed" });
    await insertTranscript(db, meeting.id, userId, [
      { speaker: "Ben Okafor", text: `Where are we on ${title.toLowerCase()}?` },
      { speaker, text: line },
    ]);
    ids.push(meeting.id);
  }
  return ids;
}

/**
 * Consent given, the avatar on, and on for `meetingId` with these talking points. Ask-me-first is the product's
 * default; `meeting: { answerOnOwn: true }` lets a verbatim talking point be said without a draft.
 */
export async function turnAvatarOn(
  db: Database,
  userId: string,
  meetingId: string,
  talkingPoints: string,
  extra: Partial<typeof avatarSettings.$inferInsert> = {},
  meeting: { answerOnOwn?: boolean } = {},
): Promise<void> {
  await db
    .insert(avatarSettings)
    .values({ userId, enabled: true, consentedAt: new Date(), consentVersion: AVATAR_CONSENT_VERSION, ...extra })
    .onConflictDoUpdate({ target: avatarSettings.userId, set: { enabled: true, consentedAt: new Date(), consentVersion: AVATAR_CONSENT_VERSION, ...extra } });
  await db
    .insert(avatarMeetingSettings)
    .values({ meetingId, userId, enabled: true, talkingPoints, ...meeting })
    .onConflictDoUpdate({ target: avatarMeetingSettings.meetingId, set: { enabled: true, talkingPoints, ...meeting } });
}
