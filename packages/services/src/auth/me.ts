import { eq } from "drizzle-orm";
import { sessions, users } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { NotFoundError } from "../errors";
import { toUserResponse } from "./schemas";

export async function getCurrentUser({ ctx }: { ctx: UserContext }) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, ctx.actor.userId)).limit(1);
  if (!user) throw new NotFoundError("User");
  return toUserResponse(user, ctx.clock.now());
}

/** Ends the session the request came with; a personal API token is not a session and stays valid. */
export async function logout({ ctx }: { ctx: UserContext }) {
  if (ctx.actor.via === "session") {
    await ctx.db.delete(sessions).where(eq(sessions.sessionToken, ctx.actor.credentialId));
  }
  return { message: "Logged out successfully" };
}
