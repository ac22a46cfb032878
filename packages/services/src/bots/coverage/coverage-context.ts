import { eq, inArray } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { botPreferences, googleConnections, users, type BotCoverRule } from "@understudy/db/schema";
import { NotFoundError } from "../../errors";
import { DEFAULT_BOT_PREFERENCES } from "./preferences";

export interface CoverContext {
  /** Sign-in address first, then the connected Google account's (it may be another one). */
  emails: string[];
  rule: BotCoverRule;
}

/** What the cover rules need to know about a user, in one query. */
export async function loadCoverContext(db: Executor, userId: string): Promise<CoverContext> {
  const [row] = await db
    .select({ email: users.email, googleEmail: googleConnections.googleEmail, rule: botPreferences.coverRule })
    .from(users)
    .leftJoin(googleConnections, eq(googleConnections.userId, users.id))
    .leftJoin(botPreferences, eq(botPreferences.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new NotFoundError("User");
  return { emails: [row.email, ...(row.googleEmail ? [row.googleEmail] : [])], rule: row.rule ?? DEFAULT_BOT_PREFERENCES.coverRule };
}

/** The same for many users at once (a scheduling run), keyed by user id. */
export async function loadCoverContexts(db: Executor, userIds: readonly string[]): Promise<Map<string, CoverContext>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, googleEmail: googleConnections.googleEmail, rule: botPreferences.coverRule })
    .from(users)
    .leftJoin(googleConnections, eq(googleConnections.userId, users.id))
    .leftJoin(botPreferences, eq(botPreferences.userId, users.id))
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, { emails: [row.email, ...(row.googleEmail ? [row.googleEmail] : [])], rule: row.rule ?? DEFAULT_BOT_PREFERENCES.coverRule }]));
}
