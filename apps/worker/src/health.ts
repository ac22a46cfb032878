import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface HealthServer {
  port: number;
  close(): Promise<void>;
}

/**
 * The worker's probes on their own small port (WORKER_HEALTH_PORT). The heartbeat table says whether *some*
 * worker is alive (the web's /api/health reports it); an orchestrator needs to know whether *this* process
 * is, to restart it or hold a rollout, and a compose/Kubernetes probe can only ask a port.
 * GET /health/live: 200 while the process runs. GET /health/ready: 200 when it works jobs, else 503.
 */
export async function startHealthServer(port: number, readiness: () => Promise<{ ready: boolean }>): Promise<HealthServer> {
  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
      response.end(JSON.stringify(body));
    };
    const path = (request.url ?? "/").split("?")[0];
    if (request.method !== "GET") return send(405, { detail: "Method not allowed" });
    if (path === "/health/live") return send(200, { status: "live" });
    if (path === "/health/ready") {
      readiness().then(
        (report) => send(report.ready ? 200 : 503, report),
        (error: unknown) => send(503, { ready: false, reason: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    send(404, { detail: "Not found" });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
