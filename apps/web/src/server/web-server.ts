import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { env } from "~/env";
import { frontDoor } from "./front-door";
import { log } from "./log";

/** Next's production server behind the front door, on every interface at PORT; drains on SIGTERM as `next start` does. */
export async function startWebServer(): Promise<void> {
  const app = next({ dev: false, dir: path.resolve(import.meta.dirname, "../.."), port: env.PORT });
  await app.prepare();
  const handle = frontDoor(app.getRequestHandler(), { production: env.NODE_ENV === "production" });
  const server = createServer((request, response) => void handle(request, response));
  server.listen(env.PORT, () => log.info({ port: env.PORT }, "web server listening"));

  // Stop taking connections, let the requests in flight finish, then exit. The lifecycle (src/server/lifecycle.ts,
  // started by Next's instrumentation) marks the process not ready meanwhile and bounds the wait.
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      server.close(() => void app.close().finally(() => process.exit(0)));
      server.closeIdleConnections();
    });
  }
}
