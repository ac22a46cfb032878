import { z } from "zod";
import { ExportMeetingInput, FORMATS } from "@understudy/services/export";
import { route, type RestRoute } from "../define";

/** One meeting as a file. */
export const exportRoutes: RestRoute[] = [
  route("GET", "/meetings/{id}/export", {
    tag: "meetings",
    auth: "user",
    summary: "Download a meeting as Markdown, PDF, DOCX, SRT or WebVTT (the transcript) or JSON; Pro plan only (403 otherwise); tz: the IANA zone for dates, UTC by default",
    query: ExportMeetingInput.omit({ id: true }), // the meeting comes from the path
    response: z.string().meta({ format: "binary" }),
    procedure: (c) => c.export.meeting,
    input: ({ params, query }) => ({ ...query, id: params.id }),
    file: {
      contentTypes: Object.values(FORMATS).map((f) => f.contentType),
      render: (file) => ({ filename: file.filename, contentType: file.content_type, body: new Uint8Array(Buffer.from(file.content_base64, "base64")) }),
    },
  }),
];
