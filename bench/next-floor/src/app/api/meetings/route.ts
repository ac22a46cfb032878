import { floorSql, meetingsPage } from "../../../meetings-page";

export const dynamic = "force-dynamic";

// One pool per server process, as the product's src/server/db.ts.
const sql = floorSql(process.env.DATABASE_URL ?? "", "understudy-bench-next-floor");

export async function GET(request: Request): Promise<Response> {
  const { status, body, headers } = await meetingsPage(sql, request.headers.get("authorization"), new URL(request.url).searchParams.get("limit"));
  return new Response(body, { status, headers });
}
