import type { ExportDocument } from "../document";
import type { ExportFormat } from "../schemas";
import { renderDocx } from "./docx";
import { renderJson } from "./json";
import { renderMarkdown } from "./markdown";
import { renderPdf } from "./pdf";
import { renderSrt } from "./srt";
import { renderVtt } from "./vtt";

export interface FormatSpec {
  extension: string;
  contentType: string;
  render(doc: ExportDocument): string | Uint8Array | Promise<Uint8Array>;
}

/** One row per format: the file's extension, its media type and the renderer. */
export const FORMATS: Record<ExportFormat, FormatSpec> = {
  md: { extension: "md", contentType: "text/markdown; charset=utf-8", render: renderMarkdown },
  pdf: { extension: "pdf", contentType: "application/pdf", render: renderPdf },
  docx: { extension: "docx", contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", render: renderDocx },
  srt: { extension: "srt", contentType: "application/x-subrip; charset=utf-8", render: renderSrt },
  vtt: { extension: "vtt", contentType: "text/vtt; charset=utf-8", render: renderVtt },
  json: { extension: "json", contentType: "application/json; charset=utf-8", render: renderJson },
};

export async function renderFormat(format: ExportFormat, doc: ExportDocument): Promise<Uint8Array> {
  const out = await FORMATS[format].render(doc);
  return typeof out === "string" ? new TextEncoder().encode(out) : out;
}
