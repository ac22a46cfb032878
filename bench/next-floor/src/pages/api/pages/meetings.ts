import type { NextApiRequest, NextApiResponse } from "next";
import { floorSql, meetingsPage } from "../../../meetings-page";

// The same floor on the Pages Router, the way the product serves its /api contract (apps/web/src/pages/api):
// Next hands the route Node's request and response, with no web Request or Response built in between.
const sql = floorSql(process.env.DATABASE_URL ?? "", "understudy-bench-next-floor-pages");

export const config = { api: { bodyParser: false } };

export default async function handler(request: NextApiRequest, response: NextApiResponse): Promise<void> {
  const limit = typeof request.query.limit === "string" ? request.query.limit : null;
  const { status, body, headers } = await meetingsPage(sql, request.headers.authorization ?? null, limit);
  response.writeHead(status, headers).end(body);
}
