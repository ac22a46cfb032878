/*
 * pnpm bench:api's bare floor, run as its own process: node:http and the `postgres` driver doing the
 * product's GET /api/meetings work (bench/next-floor/src/meetings-page.ts) and nothing else.
 * Env: DATABASE_URL, PORT. Answers GET /api/health/live for the bench's readiness wait.
 */
import { createServer } from "node:http";
import { floorSql, meetingsPage } from "../../next-floor/src/meetings-page";

const sql = floorSql(process.env.DATABASE_URL ?? "", "understudy-bench-bare");

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (req.method === "GET" && url.pathname === "/api/health/live") return void res.writeHead(200).end("ok");
  if (req.method !== "GET" || url.pathname !== "/api/meetings") return void res.writeHead(404, { "content-type": "application/json" }).end('{"detail":"Not Found"}');
  meetingsPage(sql, req.headers.authorization ?? null, url.searchParams.get("limit")).then(
    ({ status, body, headers }) => res.writeHead(status, headers).end(body),
    (error: unknown) => {
      console.error("bare server error:", error);
      res.writeHead(500, { "content-type": "application/json" }).end('{"detail":"Internal Server Error"}');
    },
  );
});

server.listen(Number(process.env.PORT ?? 0), "127.0.0.1");
const stop = () => {
  server.closeAllConnections();
  server.close(() => void sql.end({ timeout: 5 }).then(() => process.exit(0)));
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
