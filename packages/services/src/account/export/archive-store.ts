import { eq, inArray } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { accountExportArchives } from "@understudy/db/schema";

/**
 * Where finished export archives are kept. The embedded default is a table (`dbArchiveStore`); an object
 * store (S3, GCS) can take its place through `AppDeps.archives` without the export service changing.
 */
export interface ArchiveStore {
  put(exportId: string, data: Uint8Array): Promise<void>;
  /** The archive, or null when it was never stored or has been deleted. */
  get(exportId: string): Promise<Uint8Array | null>;
  delete(exportIds: readonly string[]): Promise<void>;
}

/** Archives as `bytea` rows of `account_export_archives`; they go with their export row (cascade) too. */
export function dbArchiveStore(db: Executor): ArchiveStore {
  return {
    async put(exportId, bytes) {
      // A Buffer, which postgres.js sends as bytea (a bare Uint8Array it would not); PGlite takes either.
      const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      await db
        .insert(accountExportArchives)
        .values({ exportId, data })
        .onConflictDoUpdate({ target: accountExportArchives.exportId, set: { data } });
    },
    async get(exportId) {
      const [row] = await db.select({ data: accountExportArchives.data }).from(accountExportArchives).where(eq(accountExportArchives.exportId, exportId)).limit(1);
      return row ? new Uint8Array(row.data) : null;
    },
    async delete(exportIds) {
      if (exportIds.length) await db.delete(accountExportArchives).where(inArray(accountExportArchives.exportId, [...exportIds]));
    },
  };
}
