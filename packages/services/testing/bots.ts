/**
 * Bot test rig: the sandbox's Recall-compatible provider over real HTTP, the app's Recall adapter
 * pointed at it, the webhook receiver the web route runs on a loopback port the sandbox posts to, and a
 * real pg-boss (a schema of its own) working the jobs a bot event queues, as the worker does.
 */
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { PgBoss } from "pg-boss";
import { sql } from "drizzle-orm";
import type { Database } from "@understudy/db";
import { createOpenAISpeech, type SpeechSynthesizer } from "@understudy/integrations/ai";
import { createRecallProvider, type MeetingBotProvider } from "@understudy/integrations/bots";
import { SANDBOX_BOT_API_KEY, SANDBOX_BOT_WEBHOOK_SECRET, startSandbox, type RunningSandbox } from "@understudy/sandbox";
import type { ServiceContext } from "../src/context";
import type { AppDeps } from "../src/deps";
import { silentLogger } from "../src/logger";
import { botWebhookContext, ownerGraceQueue, receiveBotWebhook, type OwnerGraceJobData } from "../src/bots";
import { BOT_EVENT_JOBS, ownerGraceJob } from "../src/job-list";
import type { JobDefinition } from "../src/jobs/define-job";
import { bossJobQueue } from "../src/jobs/pg-boss-queue";
import type { JobQueue } from "../src/jobs/queue";
import { registerJob } from "../src/jobs/register";
import { recordingJobQueue, testDeps, type RecordingJobQueue } from "./deps";
import { replyToDelivery, type WebhookReply } from "./webhook-reply";

/** The jobs a bot event queues that the rig works itself (the grace timer and the summary are only recorded). */
const WORKED: readonly JobDefinition<object>[] = BOT_EVENT_JOBS.filter((job) => job !== ownerGraceJob);

export interface BotRig {
  sandbox: RunningSandbox;
  provider: MeetingBotProvider;
  webhookUrl: string;
  /** The sandbox's OpenAI speech, which the receiver uses for spoken announcements. */
  speech: SpeechSynthesizer;
  /** What the receiver answered, in order. */
  responses: WebhookReply[];
  /** App deps with this sandbox as the bot provider and speech, for contexts, callers and the REST server. */
  appDeps: AppDeps;
  /** Every job the app queued, in order (the event's jobs are also worked by the rig's pg-boss). */
  jobs: RecordingJobQueue;
  /** Jobs whose handler threw (pg-boss retries them): a test that expects none says so. */
  failures: { queue: string; error: unknown }[];
  /** `bots.owner-grace` jobs the app asked for. */
  readonly graceJobs: (OwnerGraceJobData & { startAfterSeconds: number })[];
  /** `ctx` with the rig's bot provider (or `provider`), speech and webhook URL; the rest of its deps as they are. */
  ctx<C extends ServiceContext>(ctx: C, provider?: MeetingBotProvider): C;
  control(method: string, path: string, body?: unknown): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * Records every send, and hands the ones for `worked` queues to `inner` (a real pg-boss), within the
 * caller's transaction when asked: the worker sees a job exactly when the event that queued it commits.
 */
function recordingAndWorking(inner: JobQueue, worked: ReadonlySet<string>): RecordingJobQueue {
  const recorder = recordingJobQueue();
  return {
    ...recorder,
    async send(queue, data, options) {
      const id = await recorder.send(queue, data, options);
      return worked.has(queue.name) ? inner.send(queue, data, options) : id;
    },
    async sendWithin(tx, queue, data, options) {
      const id = await recorder.sendWithin(tx, queue, data, options);
      return worked.has(queue.name) ? inner.sendWithin(tx, queue, data, options) : id;
    },
    async prepare(queues) {
      await recorder.prepare(queues);
      await inner.prepare(queues.filter((q) => worked.has(q.name)));
    },
  };
}

/** `with`: more deps for the rig, given the sandbox (e.g. its OpenAI model, for the after-meeting summary). */
export async function startBotRig(db: Database, options: { timeScale?: number; with?: (sandbox: RunningSandbox) => Partial<AppDeps> } = {}): Promise<BotRig> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is set by the global setup");
  const schema = `pgboss_rig_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const boss = new PgBoss({ connectionString: url, schema, max: 3, useListenNotify: true, supervise: false, schedule: false });
  boss.on("error", () => undefined);
  await boss.start();
  const jobs = recordingAndWorking(bossJobQueue(boss), new Set(WORKED.map((j) => j.queue.name)));

  const responses: BotRig["responses"] = [];
  const placeholder = createRecallProvider({ apiBase: "http://placeholder", apiKey: SANDBOX_BOT_API_KEY, webhookSecret: SANDBOX_BOT_WEBHOOK_SECRET });
  let appDeps = testDeps(db, { jobs, bots: placeholder });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const delivery = receiveBotWebhook({ ctx: botWebhookContext(appDeps, silentLogger), request: { headers, rawBody: Buffer.concat(chunks).toString("utf8") } });
      void replyToDelivery(res, delivery, responses);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/bot`;
  const sandbox = await startSandbox({ port: 0, bots: { webhookUrl, timeScale: options.timeScale ?? 2000 } });
  const provider = createRecallProvider({ apiBase: sandbox.url, apiKey: SANDBOX_BOT_API_KEY, webhookSecret: SANDBOX_BOT_WEBHOOK_SECRET, backoffMs: 5 });
  const speech = createOpenAISpeech({ apiKey: "sk-sandbox", baseURL: `${sandbox.url}/v1`, model: "gpt-4o-mini-tts", voice: "alloy", timeoutMs: 5000, maxRetries: 0 });
  appDeps = { ...appDeps, ...options.with?.(sandbox), bots: provider, speech, config: { ...appDeps.config, botWebhookUrl: webhookUrl } };
  const failures: BotRig["failures"] = [];
  for (const job of WORKED) {
    const watched: JobDefinition<object> = {
      ...job,
      handle: (jobs, runtime) =>
        job.handle(jobs, runtime).catch((error: unknown) => {
          failures.push({ queue: job.queue.name, error });
          throw error;
        }),
    };
    await registerJob(boss, watched, { deps: appDeps, log: silentLogger }, { pollingIntervalSeconds: 0.5 });
  }

  return {
    sandbox,
    provider,
    speech,
    webhookUrl,
    responses,
    failures,
    get appDeps() {
      return appDeps;
    },
    jobs,
    get graceJobs() {
      return jobs.of(ownerGraceQueue).map(({ options, ...data }) => ({ ...data, startAfterSeconds: Number(options.startAfter) }));
    },
    ctx: (ctx, bots = provider) => ({ ...ctx, deps: { ...ctx.deps, bots, speech, config: { ...ctx.deps.config, botWebhookUrl: webhookUrl } } }),
    control: async (method, path, body) => {
      const res = await fetch(`${sandbox.url}${path}`, { method, headers: { "content-type": "application/json" }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      return (await res.json()) as unknown;
    },
    close: async () => {
      await boss.stop({ graceful: false, timeout: 2000 });
      await sandbox.close();
      await new Promise((r) => server.close(r));
      await db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
    },
  };
}

export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not reached; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
