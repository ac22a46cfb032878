import { checkReadiness } from "@understudy/services/health";
import { db } from "~/server/db";
import { lifecycle } from "~/server/lifecycle";

export const dynamic = "force-dynamic";

/** Readiness: 200 when this instance should get traffic; 503 while draining, migrating or cut off from the database. */
export async function GET() {
  const report = await checkReadiness(db, { draining: lifecycle.draining });
  return Response.json({ ...report, migration: lifecycle.migration }, { status: report.ready ? 200 : 503, headers: { "cache-control": "no-store" } });
}
