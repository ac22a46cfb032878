import { and, desc, eq, isNull } from "drizzle-orm";
import { oauthGrants, oauthTokens } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { NotFoundError } from "../errors";
import { isUuid } from "../meetings/internal";
import type { ConnectedApp, ConnectedAppIdInput } from "./schemas";

/** Settings → Connected apps: every assistant the user allowed and has not disconnected, newest first. */
export async function listConnectedApps({ ctx }: { ctx: UserContext }): Promise<ConnectedApp[]> {
  const rows = await ctx.db
    .select()
    .from(oauthGrants)
    .where(and(eq(oauthGrants.userId, ctx.actor.userId), isNull(oauthGrants.revokedAt)))
    .orderBy(desc(oauthGrants.createdAt));
  return rows.map((g) => ({
    id: g.id,
    client_name: g.clientName,
    client_id: g.clientId,
    scopes: g.scopes,
    created_at: g.createdAt.toISOString(),
    last_used_at: g.lastUsedAt?.toISOString() ?? null,
  }));
}

/** Disconnects an assistant: the grant and every code and token of it stop working at once. */
export async function revokeConnectedApp({ ctx, input }: { ctx: UserContext; input: ConnectedAppIdInput }) {
  if (!isUuid(input.id)) throw new NotFoundError("Connected app");
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(oauthGrants)
    .set({ revokedAt: now })
    .where(and(eq(oauthGrants.id, input.id), eq(oauthGrants.userId, ctx.actor.userId), isNull(oauthGrants.revokedAt)))
    .returning({ id: oauthGrants.id });
  if (!row) throw new NotFoundError("Connected app");
  await ctx.db.update(oauthTokens).set({ revokedAt: now }).where(and(eq(oauthTokens.grantId, row.id), isNull(oauthTokens.revokedAt)));
  return { message: "Disconnected" };
}
