import { defineQueue } from "../../jobs/queue";

export interface AccountExportJobData {
  exportId: string;
}

export const ACCOUNT_EXPORT_RETRY_LIMIT = 2;

/** `account.export`: builds one archive; one job per export (the singleton key), retried twice. */
export const accountExportQueue = defineQueue<AccountExportJobData>({
  name: "account.export",
  policy: { policy: "short", retryLimit: ACCOUNT_EXPORT_RETRY_LIMIT, retryDelay: 30, retryBackoff: true },
  sendOptions: (data) => ({ singletonKey: data.exportId }),
});
