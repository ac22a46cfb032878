import { and, count, desc, eq, isNull } from "drizzle-orm";
import { apiTokens, type ApiToken } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { NotFoundError, ServiceError } from "../errors";
import { hashToken, mintApiTokenSecret } from "../auth/credentials";
import { isUuid } from "../meetings/internal";
import type { ApiTokenIdInput, CreateApiTokenInput } from "./schemas";

export const MAX_ACTIVE_TOKENS = 20;

const toResponse = (t: ApiToken) => ({
  id: t.id,
  name: t.name,
  prefix: t.prefix,
  created_at: t.createdAt.toISOString(),
  last_used_at: t.lastUsedAt?.toISOString() ?? null,
});

export async function createApiToken({ ctx, input }: { ctx: UserContext; input: CreateApiTokenInput }) {
  const [active] = await ctx.db
    .select({ n: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, ctx.actor.userId), isNull(apiTokens.revokedAt)));
  if ((active?.n ?? 0) >= MAX_ACTIVE_TOKENS) {
    throw new ServiceError("CONFLICT", `You already have ${MAX_ACTIVE_TOKENS} active tokens; revoke one first`);
  }
  const secret = mintApiTokenSecret();
  const [row] = await ctx.db
    .insert(apiTokens)
    .values({ userId: ctx.actor.userId, name: input.name, tokenHash: hashToken(secret), prefix: secret.slice(0, 10), createdAt: ctx.clock.now() })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return { ...toResponse(row), token: secret };
}

export async function listApiTokens({ ctx }: { ctx: UserContext }) {
  const rows = await ctx.db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, ctx.actor.userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt));
  return rows.map(toResponse);
}

export async function revokeApiToken({ ctx, input }: { ctx: UserContext; input: ApiTokenIdInput }) {
  if (!isUuid(input.id)) throw new NotFoundError("Token");
  const [row] = await ctx.db
    .update(apiTokens)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(apiTokens.id, input.id), eq(apiTokens.userId, ctx.actor.userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  if (!row) throw new NotFoundError("Token");
  return { message: "Token revoked" };
}
