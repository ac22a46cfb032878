import type { UserContext } from "../context";
import { assertEntitled } from "../subscription/entitlements";
import { buildExportDocument } from "./document";
import { exportFilename } from "./filename";
import { FORMATS, renderFormat } from "./formats";
import { loadExportSource } from "./load";
import type { ExportFileResponse, ExportMeetingInput } from "./schemas";
import { formatIsoDay } from "./time";

export interface ExportFile {
  filename: string;
  contentType: string;
  body: Uint8Array;
}

/** One meeting as a file in the chosen format: a Pro feature; another user's meeting is not found. */
export async function exportMeetingFile({ ctx, input }: { ctx: UserContext; input: ExportMeetingInput }): Promise<ExportFile> {
  await assertEntitled(ctx, "export");
  const source = await loadExportSource(ctx.db, ctx.actor.userId, input.id, ctx.clock.now());
  const timeZone = input.tz ?? "UTC";
  const doc = buildExportDocument(source, { now: ctx.clock.now(), timeZone });
  const spec = FORMATS[input.format];
  return {
    filename: exportFilename(doc.meeting.title, formatIsoDay(doc.meeting.scheduledAt, timeZone), spec.extension),
    contentType: spec.contentType,
    body: await renderFormat(input.format, doc),
  };
}

/** The same file as JSON can carry it (tRPC). */
export async function exportMeeting(args: { ctx: UserContext; input: ExportMeetingInput }): Promise<ExportFileResponse> {
  const file = await exportMeetingFile(args);
  return { filename: file.filename, content_type: file.contentType, size: file.body.byteLength, content_base64: Buffer.from(file.body).toString("base64") };
}
