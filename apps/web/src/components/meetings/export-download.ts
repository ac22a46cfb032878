import type { inferRouterInputs } from "@trpc/server";
import type { AppRouter } from "@understudy/api";

export type ExportFormat = inferRouterInputs<AppRouter>["export"]["meeting"]["format"];

/** The formats in the Export menu, in order, with what each is for. */
export const EXPORT_OPTIONS: readonly { format: ExportFormat; label: string; description: string }[] = [
  { format: "md", label: "Markdown", description: "Summary and transcript as plain text" },
  { format: "pdf", label: "PDF", description: "A document to print or share" },
  { format: "docx", label: "Word", description: "Edit in Word or Google Docs" },
  { format: "srt", label: "SRT subtitles", description: "Transcript as timed captions" },
  { format: "vtt", label: "WebVTT", description: "Captions for web video players" },
  { format: "json", label: "JSON", description: "Everything, machine-readable" },
];

/** The REST download itself (the session cookie authenticates it); dates in the reader's own zone. */
export function exportUrl(meetingId: string, format: ExportFormat, timeZone?: string): string {
  const params = new URLSearchParams({ format });
  if (timeZone) params.set("tz", timeZone);
  return `/api/meetings/${encodeURIComponent(meetingId)}/export?${params.toString()}`;
}

/** The file name of a Content-Disposition header: `filename*` (RFC 5987) first, then `filename`, else the fallback. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(header)?.[1];
  return plain?.trim().replace(/\\(.)/g, "$1") || fallback;
}

/** The `{"detail"}` of an error response, or a generic line when the body is not that. */
export async function errorDetail(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { detail?: unknown };
    if (typeof body.detail === "string" && body.detail) return body.detail;
  } catch {
    // Not JSON: the generic message below.
  }
  return `Export failed (HTTP ${response.status}). Try again.`;
}
