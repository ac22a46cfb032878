/**
 * Bot test rig: the sandbox's Recall-compatible provider over real HTTP, the app's Recall adapter
 * pointed at it, and the webhook receiver the web route runs, on a loopback port the sandbox posts to.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Database } from "@understudy/db";
import { createOpenAISpeech, type SpeechSynthesizer } from "@understudy/integrations/ai";
import { createRecallProvider, type MeetingBotProvider } from "@understudy/integrations/bots";
import { SANDBOX_BOT_API_KEY, SANDBOX_BOT_WEBHOOK_SECRET, startSandbox, type RunningSandbox } from "@understudy/sandbox";
import type { AppDeps } from "../deps";
import { silentLogger } from "../logger";
import { botWebhookContext, ownerGraceQueue, receiveBotWebhook, type BotDeps, type OwnerGraceJobData } from "../bots";
import { recordingJobQueue, testDeps, type RecordingJobQueue } from "./deps";
import { replyToDelivery, type WebhookReply } from "./webhook-reply";

export interface BotRig {
  sandbox: RunningSandbox;
  provider: MeetingBotProvider;
  deps: BotDeps;
  webhookUrl: string;
  /** The sandbox's OpenAI speech, which the receiver uses for spoken announcements. */
  speech: SpeechSynthesizer;
  /** What the receiver answered, in order. */
  responses: WebhookReply[];
  /** App deps with this sandbox as the bot provider and speech, for contexts, callers and the REST server. */
  appDeps: AppDeps;
  /** The jobs the webhook receiver queued (recorded, not run: tests run the job body themselves). */
  jobs: RecordingJobQueue;
  /** `bots.owner-grace` jobs the app asked for. */
  readonly graceJobs: (OwnerGraceJobData & { startAfterSeconds: number })[];
  control(method: string, path: string, body?: unknown): Promise<unknown>;
  close(): Promise<void>;
}

/** `with`: more deps for the rig's webhook receiver, given the sandbox (e.g. its OpenAI model, for the after-meeting summary). */
export async function startBotRig(db: Database, options: { timeScale?: number; with?: (sandbox: RunningSandbox) => Partial<AppDeps> } = {}): Promise<BotRig> {
  const responses: BotRig["responses"] = [];
  const jobs = recordingJobQueue();
  const provider = createRecallProvider({ apiBase: "http://placeholder", apiKey: SANDBOX_BOT_API_KEY, webhookSecret: SANDBOX_BOT_WEBHOOK_SECRET });
  let appDeps = testDeps(db, { jobs, bots: provider });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const delivery = receiveBotWebhook({ ctx: botWebhookContext(appDeps, silentLogger), provider: appDeps.bots, speech: appDeps.speech, request: { headers, rawBody: Buffer.concat(chunks).toString("utf8") } });
      void replyToDelivery(res, delivery, responses);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/bot`;
  const sandbox = await startSandbox({ port: 0, bots: { webhookUrl, timeScale: options.timeScale ?? 2000 } });
  const current = createRecallProvider({ apiBase: sandbox.url, apiKey: SANDBOX_BOT_API_KEY, webhookSecret: SANDBOX_BOT_WEBHOOK_SECRET, backoffMs: 5 });
  const sandboxSpeech = createOpenAISpeech({ apiKey: "sk-sandbox", baseURL: `${sandbox.url}/v1`, model: "gpt-4o-mini-tts", voice: "alloy", timeoutMs: 5000, maxRetries: 0 });
  appDeps = { ...appDeps, ...options.with?.(sandbox), bots: current, speech: sandboxSpeech, config: { ...appDeps.config, botWebhookUrl: webhookUrl } };
  return {
    sandbox,
    provider: current,
    speech: sandboxSpeech,
    deps: { provider: current, realtimeWebhookUrl: webhookUrl, speech: sandboxSpeech },
    webhookUrl,
    responses,
    appDeps,
    jobs,
    get graceJobs() {
      return jobs.of(ownerGraceQueue).map(({ options, ...data }) => ({ ...data, startAfterSeconds: Number(options.startAfter) }));
    },
    control: async (method, path, body) => {
      const res = await fetch(`${sandbox.url}${path}`, { method, headers: { "content-type": "application/json" }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      return (await res.json()) as unknown;
    },
    close: async () => {
      await sandbox.close();
      await new Promise((r) => server.close(r));
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
