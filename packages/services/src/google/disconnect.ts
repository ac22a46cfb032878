import { eq } from "drizzle-orm";
import { googleAuthRequests, googleConnections } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { googleDeps, type GoogleDeps } from "./deps";
import { findConnection, tokenContext } from "./internal";

/** Revokes the grant at Google, then forgets every token. Meetings already synced stay. */
export async function disconnectGoogle({ ctx, deps = googleDeps(ctx.deps) }: { ctx: UserContext; deps?: GoogleDeps }) {
  const { userId } = ctx.actor;
  const connection = await findConnection(ctx.db, userId);
  if (!connection) return { message: "Google account is not connected" };
  try {
    await deps.google.revoke(deps.cipher.decrypt(connection.refreshTokenEnc, tokenContext.refresh(userId)));
  } catch (error) {
    // The user asked to disconnect: local tokens go even if Google cannot be told right now.
    ctx.log.warn({ err: error }, "google revoke failed; deleting the local grant anyway");
  }
  await ctx.db.delete(googleConnections).where(eq(googleConnections.userId, userId));
  await ctx.db.delete(googleAuthRequests).where(eq(googleAuthRequests.userId, userId));
  return { message: "Google account disconnected" };
}
