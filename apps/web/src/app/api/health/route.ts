import { checkHealth, systemClock } from "@understudy/services";
import { db } from "~/server/db";

export const dynamic = "force-dynamic";

/** 200 while the database answers (the worker's state is reported, not required); 503 when it does not. */
export async function GET() {
  const report = await checkHealth(db, systemClock);
  return Response.json(report, { status: report.status === "down" ? 503 : 200, headers: { "cache-control": "no-store" } });
}
