import { lt } from "drizzle-orm";
import type { Database } from "@understudy/db";
import { sessions } from "@understudy/db/schema";

export const CLEANUP_SESSIONS_QUEUE = "sessions.cleanup";

/** Expired next-auth sessions are useless rows; a daily sweep keeps the table small. */
export async function cleanupExpiredSessions(db: Database, now = new Date()): Promise<number> {
  const deleted = await db.delete(sessions).where(lt(sessions.expires, now)).returning({ token: sessions.sessionToken });
  return deleted.length;
}
