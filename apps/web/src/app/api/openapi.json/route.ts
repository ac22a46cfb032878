import { buildOpenApiDocument } from "@understudy/api/rest";

export const dynamic = "force-static";

export function GET() {
  return Response.json(buildOpenApiDocument({ serverUrl: "/api" }));
}
