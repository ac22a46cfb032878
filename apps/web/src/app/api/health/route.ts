import { checkHealth } from "@understudy/services";
import { appDeps } from "~/server/deps";

export const dynamic = "force-dynamic";

/** 200 while the database answers (the worker's state is reported, not required); 503 when it does not. */
export async function GET() {
  const { db, clock } = appDeps();
  const report = await checkHealth(db, clock);
  return Response.json(report, { status: report.status === "down" ? 503 : 200, headers: { "cache-control": "no-store" } });
}
