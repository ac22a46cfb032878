import { desc, eq } from "drizzle-orm";
import { botSessions } from "@understudy/db/schema";
import type { UserContext } from "../../context";
import { BotSessionsInput, toBotSessionResponse } from "../schemas";

export async function listBotSessions({ ctx, input = BotSessionsInput.parse(undefined) }: { ctx: UserContext; input?: BotSessionsInput }) {
  const rows = await ctx.db
    .select()
    .from(botSessions)
    .where(eq(botSessions.userId, ctx.actor.userId))
    .orderBy(desc(botSessions.createdAt), desc(botSessions.id))
    .limit(input.limit)
    .offset(input.offset);
  return { sessions: rows.map(toBotSessionResponse) };
}
