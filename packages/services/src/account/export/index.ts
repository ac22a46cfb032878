export { AccountArchive, ARCHIVE_EXCLUDED_TABLES, ARCHIVE_SOURCES, archiveJsonSchema } from "./archive-schema";
export { dbArchiveStore, type ArchiveStore } from "./archive-store";
export { accountExportCleanupJob, accountExportJob } from "./export.job";
export { accountExportQueue } from "./queue";
export { downloadAccountExport, getAccountExport, latestAccountExport, requestAccountExport } from "./requests";
export { buildAccountExport, cleanupAccountExports } from "./run";
export * from "./schemas";
export { collectAccountData } from "./collect";
