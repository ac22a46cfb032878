import { z } from "zod";
import { ACCOUNT_EXPORT_STATUSES } from "@understudy/db/schema";

import { EXPORT_TTL_HOURS, EXPORTS_PER_DAY } from "../../privacy/constants";

// How long the link works and how many a day: in ../../privacy/constants, which the web pages import too.
export { EXPORT_TTL_HOURS, EXPORTS_PER_DAY };

export const AccountExportResponse = z
  .object({
    id: z.string(),
    status: z.enum(ACCOUNT_EXPORT_STATUSES).meta({ description: "queued → building → ready; expired once its 24 hours are over; failed with a detail" }),
    created_at: z.string(),
    completed_at: z.string().nullable(),
    expires_at: z.string().nullable().meta({ description: "When the download link stops working (24 hours after it was ready)" }),
    size_bytes: z.number().int().nullable(),
    download_url: z
      .string()
      .nullable()
      .meta({ description: "While ready: GET it with the same credentials (owner only) for the zip; null otherwise" }),
    detail: z.string().nullable().meta({ description: "Why it failed, or what to do next" }),
  })
  .meta({ id: "AccountExport" });
export type AccountExportResponse = z.infer<typeof AccountExportResponse>;

export const AccountExportIdInput = z.object({ id: z.string().max(100) });
export type AccountExportIdInput = z.infer<typeof AccountExportIdInput>;

export const LatestAccountExportResponse = z.object({ export: AccountExportResponse.nullable() }).meta({ id: "LatestAccountExport" });
export type LatestAccountExportResponse = z.infer<typeof LatestAccountExportResponse>;

/** The archive as JSON can carry it (tRPC); the REST row sends the bytes as `application/zip`. */
export const AccountExportFileResponse = z.object({ filename: z.string(), content_type: z.string(), size: z.number().int(), content_base64: z.string() });
export type AccountExportFileResponse = z.infer<typeof AccountExportFileResponse>;
