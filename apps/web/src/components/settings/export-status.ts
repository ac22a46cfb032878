/** What Settings → Privacy says about an export, from what the API answered. */
export interface ExportState {
  status: "queued" | "building" | "ready" | "failed" | "expired";
  created_at: string;
  expires_at: string | null;
  size_bytes: number | null;
  detail: string | null;
}

export const isBuilding = (state: Pick<ExportState, "status"> | null | undefined) => state?.status === "queued" || state?.status === "building";

/** The download goes through the REST route with the session cookie, so only the owner gets the archive. */
export const exportDownloadHref = (id: string) => `/api/account/export/${encodeURIComponent(id)}/download`;

export function formatBytes(bytes: number | null): string {
  if (bytes === null) return "";
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const when = (iso: string, timeZone?: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone });

export function exportStatusText(state: ExportState, timeZone?: string): string {
  switch (state.status) {
    case "ready":
      return state.expires_at ? `Ready. The link works until ${when(state.expires_at, timeZone)}.` : "Ready.";
    case "expired":
      return `Your export of ${when(state.created_at, timeZone)} has expired; start a new one.`;
    case "failed":
      return state.detail ?? "The export failed; start a new one.";
    default:
      return `Started ${when(state.created_at, timeZone)}. This page updates when it is ready, and you will get a notification.`;
  }
}
