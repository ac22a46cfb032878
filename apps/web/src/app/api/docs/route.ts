import { renderApiDocsHtml } from "@understudy/api/rest";

export const dynamic = "force-static";

export function GET() {
  return new Response(renderApiDocsHtml(), { headers: { "content-type": "text/html; charset=utf-8" } });
}
