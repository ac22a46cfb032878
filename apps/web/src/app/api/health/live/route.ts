export const dynamic = "force-dynamic";

/** Liveness: the process runs and its event loop answers. Never touches the database, so a database outage does not get every instance restarted. */
export function GET() {
  return Response.json({ status: "live" }, { headers: { "cache-control": "no-store" } });
}
