import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import { accountExports, notifications } from "@understudy/db/schema";
import { DAY_MS } from "../../clock";
import type { AppDeps } from "../../deps";
import type { Logger } from "../../logger";
import { buildArchive } from "./build";
import { collectAccountData } from "./collect";
import { EXPORT_STALE_MS } from "./requests";
import { EXPORT_TTL_HOURS } from "./schemas";

/** Finished exports' rows (not their archives, which go at expiry) are kept this long, then deleted. */
export const EXPORT_ROW_DAYS = 30;

/**
 * Builds one export's archive, stores it, marks it ready for 24 hours and notifies the user. Idempotent:
 * an export that is already ready, failed or expired is left as it is; a retried one is simply built again.
 */
export async function buildAccountExport(deps: AppDeps, log: Logger, exportId: string): Promise<"built" | "skipped"> {
  const started = deps.clock.now();
  const [row] = await deps.db
    .update(accountExports)
    .set({ status: "building", startedAt: started })
    .where(and(eq(accountExports.id, exportId), inArray(accountExports.status, ["queued", "building"])))
    .returning();
  if (!row) return "skipped";
  // One snapshot: the sections agree with each other even while the user keeps working.
  const { archive, meetingRows, files } = await deps.db.transaction((tx) => collectAccountData(tx, row.userId, started), { isolationLevel: "repeatable read", accessMode: "read only" });
  const zip = buildArchive(archive, meetingRows, started, files);
  await deps.archives.put(row.id, zip);
  const done = deps.clock.now();
  const expiresAt = new Date(done.getTime() + EXPORT_TTL_HOURS * 3_600_000);
  await deps.db.transaction(async (tx) => {
    await tx.update(accountExports).set({ status: "ready", completedAt: done, expiresAt, sizeBytes: zip.byteLength, error: null }).where(eq(accountExports.id, row.id));
    await tx.insert(notifications).values({
      userId: row.userId,
      kind: "account_export_ready",
      title: "Your data export is ready",
      message: `Download it from Settings → Privacy within ${EXPORT_TTL_HOURS} hours (until ${expiresAt.toISOString()}).`,
      createdAt: done,
    });
  });
  log.info({ exportId: row.id, bytes: zip.byteLength, meetings: archive.meetings.length }, "account export built");
  return "built";
}

/** After the last retry: the user sees it failed and can start another at once. */
export async function failAccountExport(deps: AppDeps, exportId: string, message: string): Promise<void> {
  await deps.db
    .update(accountExports)
    .set({ status: "failed", error: message })
    .where(and(eq(accountExports.id, exportId), inArray(accountExports.status, ["queued", "building"])));
}

export interface ExportCleanup {
  expired: number;
  stuck: number;
  deleted: number;
}

/**
 * Deletes the archives of exports past their 24 hours (the row stays, `expired`, so its link answers 410),
 * marks exports stuck for over an hour failed, and deletes export rows older than 30 days.
 */
export async function cleanupAccountExports(deps: AppDeps): Promise<ExportCleanup> {
  const now = deps.clock.now();
  const expired = await deps.db
    .update(accountExports)
    .set({ status: "expired" })
    .where(and(eq(accountExports.status, "ready"), lt(accountExports.expiresAt, now)))
    .returning({ id: accountExports.id });
  const stuck = await deps.db
    .update(accountExports)
    .set({ status: "failed", error: "The export took too long and was stopped; start a new one" })
    .where(and(inArray(accountExports.status, ["queued", "building"]), lt(accountExports.createdAt, new Date(now.getTime() - EXPORT_STALE_MS))))
    .returning({ id: accountExports.id });
  await deps.archives.delete([...expired, ...stuck].map((r) => r.id));
  const old = await deps.db
    .select({ id: accountExports.id })
    .from(accountExports)
    .where(
      and(
        lt(accountExports.createdAt, new Date(now.getTime() - EXPORT_ROW_DAYS * DAY_MS)),
        or(inArray(accountExports.status, ["expired", "failed"]), sql`${accountExports.expiresAt} < ${now.toISOString()}::timestamptz`),
      ),
    );
  await deps.archives.delete(old.map((r) => r.id));
  if (old.length) await deps.db.delete(accountExports).where(inArray(accountExports.id, old.map((r) => r.id)));
  return { expired: expired.length, stuck: stuck.length, deleted: old.length };
}
