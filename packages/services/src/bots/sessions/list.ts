import { desc, eq } from "drizzle-orm";
import { botSessions } from "@understudy/db/schema";
import type { UserContext } from "../../context";
import { toBotSessionResponse } from "../schemas";

export async function listBotSessions({ ctx }: { ctx: UserContext }) {
  const rows = await ctx.db.select().from(botSessions).where(eq(botSessions.userId, ctx.actor.userId)).orderBy(desc(botSessions.createdAt), desc(botSessions.id)).limit(100);
  return { sessions: rows.map(toBotSessionResponse) };
}
