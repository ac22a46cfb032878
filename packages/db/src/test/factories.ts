import { randomUUID } from "node:crypto";
import type { Database } from "../client";
import { hashSecret } from "../secrets";
import { apiTokens, meetings, notifications, sessions, users, type NewMeeting, type NewUser } from "../schema";

const DAY = 86_400_000;

export async function createTestUser(db: Database, overrides: Partial<NewUser> = {}) {
  const id = randomUUID();
  const [user] = await db
    .insert(users)
    .values({
      id,
      email: `user-${id}@test.understudy`,
      name: "Test User",
      trialEndsAt: new Date(Date.now() + 14 * DAY),
      lastLogin: new Date(),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error("no user");
  return user;
}

/** Stores the session as the app does (only its hash) and returns the raw token a browser or client would present. */
export async function createTestSession(db: Database, userId: string, expires = new Date(Date.now() + 30 * DAY)) {
  const sessionToken = `test-session-${randomUUID()}`;
  await db.insert(sessions).values({ sessionToken: hashSecret(sessionToken), userId, expires });
  return sessionToken;
}

export async function createTestMeeting(db: Database, userId: string, overrides: Partial<NewMeeting> = {}) {
  const [meeting] = await db
    .insert(meetings)
    .values({ userId, title: "Weekly sync", scheduledAt: new Date(Date.now() + DAY), ...overrides })
    .returning();
  if (!meeting) throw new Error("no meeting");
  return meeting;
}

export async function createTestNotification(db: Database, userId: string, title = "New invite detected") {
  const [row] = await db.insert(notifications).values({ userId, title, message: `${title}: details` }).returning();
  if (!row) throw new Error("no notification");
  return row;
}

export { apiTokens };
