import { and, desc, eq, gt, sql } from "drizzle-orm";
import { accountExports, type AccountExport } from "@understudy/db/schema";
import { DAY_MS } from "../../clock";
import type { UserContext } from "../../context";
import { NotFoundError, RateLimitError, ServiceError } from "../../errors";
import { isUuid } from "../../meetings/internal";
import { ARCHIVE_CONTENT_TYPE } from "./build";
import { accountExportQueue } from "./queue";
import { EXPORTS_PER_DAY, type AccountExportFileResponse, type AccountExportIdInput, type AccountExportResponse, type LatestAccountExportResponse } from "./schemas";

/** A queued or building export older than this is stuck (its job gave up); the cleanup job marks it failed. */
export const EXPORT_STALE_MS = 60 * 60_000;

/** What the API shows of an export, with the link only while the archive can be downloaded. */
export function toAccountExportResponse(row: AccountExport, now: Date, appUrl: string): AccountExportResponse {
  const status = row.status === "ready" && row.expiresAt && row.expiresAt <= now ? "expired" : row.status;
  return {
    id: row.id,
    status,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    size_bytes: row.sizeBytes,
    download_url: status === "ready" ? `${appUrl}/api/account/export/${row.id}/download` : null,
    detail: detailFor(status, row),
  };
}

function detailFor(status: AccountExport["status"], row: AccountExport): string | null {
  if (status === "failed") return row.error ?? "The export failed; start a new one";
  if (status === "expired") return "This export has expired; start a new one";
  if (status === "queued" || status === "building") return "Being built; you will get a notification when it is ready";
  return null;
}

/**
 * Starts a full export of the signed-in user's data, on every plan. One runs at a time: asking while one is
 * queued or building returns that one. At most `EXPORTS_PER_DAY` start per 24 hours (429 after that).
 */
export async function requestAccountExport({ ctx }: { ctx: UserContext }): Promise<AccountExportResponse> {
  const { userId } = ctx.actor;
  const now = ctx.clock.now();
  const respond = (row: AccountExport) => toAccountExportResponse(row, now, ctx.deps.config.appUrl);
  // One at a time even when two requests race: the user's exports are serialised on a transaction lock.
  const { row, created } = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('account.export'), hashtext(${userId}))`);
    const recent = await tx
      .select()
      .from(accountExports)
      .where(and(eq(accountExports.userId, userId), gt(accountExports.createdAt, new Date(now.getTime() - DAY_MS))))
      .orderBy(desc(accountExports.createdAt));
    const live = recent.find((r) => (r.status === "queued" || r.status === "building") && now.getTime() - r.createdAt.getTime() < EXPORT_STALE_MS);
    if (live) return { row: live, created: false };
    if (recent.length >= EXPORTS_PER_DAY) {
      const oldest = recent.at(-1)?.createdAt ?? now;
      throw new RateLimitError(Math.max(1, Math.ceil((oldest.getTime() + DAY_MS - now.getTime()) / 1000)), `At most ${EXPORTS_PER_DAY} exports a day; try again later`);
    }
    const [inserted] = await tx.insert(accountExports).values({ userId, createdAt: now }).returning();
    if (!inserted) throw new ServiceError("INTERNAL", "export row not created");
    return { row: inserted, created: true };
  });
  if (created) {
    try {
      await ctx.deps.jobs.send(accountExportQueue, { exportId: row.id });
    } catch (error) {
      // Without its job the export would sit queued for an hour, blocking a new one: say so now instead.
      await ctx.db.update(accountExports).set({ status: "failed", error: "The export could not be queued; try again" }).where(eq(accountExports.id, row.id));
      throw new ServiceError("UPSTREAM_UNAVAILABLE", "The export could not be queued; try again", { cause: error });
    }
    ctx.log.info({ exportId: row.id }, "account export queued");
  }
  return respond(row);
}

async function ownedExport(ctx: UserContext, id: string): Promise<AccountExport> {
  if (!isUuid(id)) throw new NotFoundError("Export");
  const [row] = await ctx.db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.id, id), eq(accountExports.userId, ctx.actor.userId)))
    .limit(1);
  if (!row) throw new NotFoundError("Export");
  return row;
}

/** One export's state; another user's id is a 404 like a missing one. */
export async function getAccountExport({ ctx, input }: { ctx: UserContext; input: AccountExportIdInput }): Promise<AccountExportResponse> {
  return toAccountExportResponse(await ownedExport(ctx, input.id), ctx.clock.now(), ctx.deps.config.appUrl);
}

/** The user's newest export, for Settings → Privacy. */
export async function latestAccountExport({ ctx }: { ctx: UserContext }): Promise<LatestAccountExportResponse> {
  const [row] = await ctx.db.select().from(accountExports).where(eq(accountExports.userId, ctx.actor.userId)).orderBy(desc(accountExports.createdAt)).limit(1);
  return { export: row ? toAccountExportResponse(row, ctx.clock.now(), ctx.deps.config.appUrl) : null };
}

/** The archive, for its owner only, while it is ready: 409 before, 410 once its 24 hours are over. */
export async function downloadAccountExport({ ctx, input }: { ctx: UserContext; input: AccountExportIdInput }): Promise<AccountExportFileResponse> {
  const row = await ownedExport(ctx, input.id);
  const state = toAccountExportResponse(row, ctx.clock.now(), ctx.deps.config.appUrl);
  if (state.status === "expired") throw new ServiceError("GONE", `This export expired at ${state.expires_at ?? "its deadline"}; start a new one`);
  if (state.status === "failed") throw new ServiceError("GONE", state.detail ?? "The export failed; start a new one");
  if (state.status !== "ready") throw new ServiceError("CONFLICT", "The export is still being built; try again when its status is ready");
  const data = await ctx.deps.archives.get(row.id);
  if (!data) throw new ServiceError("GONE", "This export's archive has been deleted; start a new one");
  return {
    filename: `understudy-export-${row.createdAt.toISOString().slice(0, 10)}.zip`,
    content_type: ARCHIVE_CONTENT_TYPE,
    size: data.byteLength,
    content_base64: Buffer.from(data).toString("base64"),
  };
}

