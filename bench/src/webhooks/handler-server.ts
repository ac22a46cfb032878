/*
 * The webhook receiver of bench:webhooks in a process of its own, as the web process is in production: the
 * bench's own process also runs the sandbox (which answers the worker's bot, model and speech calls) and the
 * load generator (signing and sending every line), and an event loop shared with those measured their work
 * as the handler's latency.
 *
 *   WEBHOOK_HANDLER=product  what /api/webhooks/bot runs: receiveBotWebhook over createAppDeps and a send-only
 *                            pg-boss, as the web process builds them
 *   WEBHOOK_HANDLER=bare     read the body, answer 200: the baseline, in the same kind of process
 *
 * Prints `listening <url>` on stdout once it accepts connections; stops on SIGTERM.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { answerWebhook } from "@understudy/api/rest";
import { silentLogger } from "@understudy/services";
import { botWebhookContext, receiveBotWebhook } from "@understudy/services/bots";
import { createAppDeps } from "@understudy/services/deps";
import { sendOnlyJobQueue } from "@understudy/services/jobs";
import { createDb } from "@understudy/db";

type Handler = (headers: Headers, rawBody: string) => Promise<{ status: number; body: unknown }>;

const kind = process.env.WEBHOOK_HANDLER;
const databaseUrl = process.env.DATABASE_URL;
if (kind !== "product" && kind !== "bare") throw new Error(`WEBHOOK_HANDLER must be product or bare, got ${JSON.stringify(kind)}`);
if (!databaseUrl) throw new Error("DATABASE_URL is required");

const { db, close } = createDb(databaseUrl, { max: 10, applicationName: "understudy-web" });
const jobs = sendOnlyJobQueue(databaseUrl);
const ctx = botWebhookContext(createAppDeps({ db, jobs, env: process.env }), silentLogger);

const handler: Handler =
  kind === "product"
    ? async (headers, rawBody) => {
        const response = await answerWebhook(silentLogger, () => receiveBotWebhook({ ctx, request: { headers, rawBody } }));
        return { status: response.status, body: (await response.json()) as unknown };
      }
    : () => Promise.resolve({ status: 200, body: { received: true } });

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    handler(headers, Buffer.concat(chunks).toString("utf8"))
      .then((r) => res.writeHead(r.status, { "content-type": "application/json" }).end(JSON.stringify(r.body)))
      .catch(() => res.writeHead(500).end());
  });
});
server.keepAliveTimeout = 10_000;
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`listening http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/bot\n`);
});

process.once("SIGTERM", () => {
  server.close();
  server.closeAllConnections();
  void Promise.allSettled([jobs.stop(), close()]).then(() => process.exit(0));
});
