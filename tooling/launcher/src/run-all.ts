/**
 * `pnpm dev` / `pnpm start`: the whole product on one machine with no configuration.
 * Every default below is switched off by its variable: DATABASE_URL (real PostgreSQL), AUTH_GOOGLE_ID
 * (real Google), AUTH_SECRET. The Next.js server itself only ever sees ordinary environment variables.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createLogger } from "@understudy/services";
import { createDb } from "@understudy/db";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "@understudy/db/embedded";
import { migrateDatabase } from "@understudy/db/migrate";
import { seedDemoAccounts } from "@understudy/db/seed";
import { AVATAR_DEMO_EMAIL, DEMO_ACCOUNTS, EXPIRED_TRIAL_EMAIL, SANDBOX_BOT_API_KEY, SANDBOX_SLACK_CLIENT_ID, SANDBOX_SLACK_CLIENT_SECRET, startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { startWorker, type RunningWorker } from "@understudy/worker";
import { generateVapidKeys } from "@understudy/services/push";

const mode = process.argv[2] === "start" ? "start" : "dev";
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
// Next runs in the web app's own folder; the launcher only starts it, so apps/web depends on none of what is below.
const webDir = path.join(repoRoot, "apps/web");
const dataDir = process.env.PGLITE_DIR ?? path.join(repoRoot, ".data");
const port = Number(process.env.PORT ?? 3000);
const log = createLogger({ name: "launcher" });

const cleanups: (() => Promise<void>)[] = [];
let shuttingDown = false;
async function shutdown(code: number) {
  if (shuttingDown) return;
  shuttingDown = true;
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void shutdown(0));

function persistentSecret(file: string): string {
  const target = path.join(dataDir, file);
  if (existsSync(target)) return readFileSync(target, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(target, secret, { mode: 0o600 });
  return secret;
}

/** The Web Push key pair (VAPID): made once, kept with the other local secrets, since browsers subscribed to its public key. */
function persistentVapidKeys(): { publicKey: string; privateKey: string } {
  const target = path.join(dataDir, "vapid-keys.json");
  if (existsSync(target)) return JSON.parse(readFileSync(target, "utf8")) as { publicKey: string; privateKey: string };
  mkdirSync(dataDir, { recursive: true });
  const keys = generateVapidKeys();
  writeFileSync(target, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

async function database(): Promise<{ url: string; embedded: boolean }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: false };
  const embedded: EmbeddedPostgres = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "pglite") });
  cleanups.push(() => embedded.close());
  // Lets CLI commands (`pnpm token:create`) reach the running embedded database.
  writeFileSync(path.join(dataDir, "database-url"), embedded.url);
  cleanups.push(() => Promise.resolve(writeFileSync(path.join(dataDir, "database-url"), "")));
  return { url: embedded.url, embedded: true };
}

async function main() {
  const db = await database();
  await migrateDatabase(db.url);
  log.info({ embedded: db.embedded }, db.embedded ? `embedded PGlite in ${path.join(dataDir, "pglite")}` : "PostgreSQL from DATABASE_URL");

  const env: Record<string, string> = {
    DATABASE_URL: db.url,
    AUTH_SECRET: process.env.AUTH_SECRET ?? persistentSecret("auth-secret"),
    AUTH_TRUST_HOST: "true",
    AUTH_URL: process.env.AUTH_URL ?? `http://localhost:${port}`,
    // Google refresh tokens are stored encrypted with this key; it must survive restarts.
    TOKEN_ENCRYPTION_KEY: process.env.TOKEN_ENCRYPTION_KEY ?? persistentSecret("token-encryption-key"),
  };
  // Web Push: both halves from the environment, or a pair made here once.
  const vapid = process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY ? { publicKey: process.env.VAPID_PUBLIC_KEY, privateKey: process.env.VAPID_PRIVATE_KEY } : persistentVapidKeys();
  Object.assign(env, { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey });

  if (!process.env.AUTH_GOOGLE_ID) {
    // Bots: the sandbox's Recall-compatible provider posts to this app; SANDBOX_BOT_TIME_SCALE speeds meetings up for demos.
    const botWebhookUrl = `${process.env.BOT_WEBHOOK_BASE_URL ?? `http://localhost:${port}`}/api/webhooks/bot`;
    const botWebhookSecret = process.env.RECALL_WEBHOOK_SECRET ?? `whsec_${persistentSecret("bot-webhook-secret")}`;
    const sandbox: RunningSandbox = await startSandbox({
      port: Number(process.env.SANDBOX_PORT ?? 4010),
      bots: { webhookUrl: botWebhookUrl, webhookSecret: botWebhookSecret, timeScale: Number(process.env.SANDBOX_BOT_TIME_SCALE ?? 10) || 10 },
    });
    cleanups.push(() => sandbox.close());
    Object.assign(env, {
      GOOGLE_ISSUER: sandbox.issuer,
      AUTH_GOOGLE_ID: "understudy-sandbox-client",
      AUTH_GOOGLE_SECRET: "understudy-sandbox-secret",
      ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? "alan@understudy.test",
    });
    if (!process.env.RECALL_API_KEY) {
      Object.assign(env, {
        RECALL_API_BASE: sandbox.url,
        RECALL_API_KEY: SANDBOX_BOT_API_KEY,
        RECALL_WEBHOOK_SECRET: botWebhookSecret,
        BOT_WEBHOOK_BASE_URL: process.env.BOT_WEBHOOK_BASE_URL ?? `http://localhost:${port}`,
        // The first-run guide's practice run: a Meet link the sandbox plays as its owner-absent script
        // (apps/sandbox/src/bots/scenarios.ts picks the scenario from the slug in the URL).
        BOT_PRACTICE_MEETING_URL: process.env.BOT_PRACTICE_MEETING_URL ?? "https://meet.google.com/prc-tice-run?scenario=owner-absent",
      });
    }
    log.info(`sandbox (Google, and later Stripe, OpenAI, bots) at ${sandbox.url}`);
    // The sandbox's push service takes subscriptions too (the end-to-end tests subscribe there), besides the browsers' own.
    Object.assign(env, { PUSH_SERVICE_ORIGINS: [process.env.PUSH_SERVICE_ORIGINS, new URL(sandbox.url).origin].filter(Boolean).join(",") });
    if (!process.env.STRIPE_SECRET_KEY) Object.assign(env, await sandboxStripe(sandbox.url));
    // No SMTP server: support mail and recap emails go to the sandbox's SMTP sink (an inbox page at /__sandbox/mail).
    if (!process.env.SMTP_URL) Object.assign(env, { SMTP_URL: sandbox.smtpUrl, SUPPORT_EMAIL: process.env.SUPPORT_EMAIL ?? "support@understudy.test" });
    // No OpenAI key: summaries run against the sandbox's deterministic OpenAI (same SDK, other base URL).
    // process.env too, because the worker started below in this process reads its model from there.
    if (!process.env.OPENAI_API_KEY) {
      // The sandbox's bag-of-words embeddings are close on a smaller scale than text-embedding-3's.
      const openai = { OPENAI_API_KEY: "sk-sandbox-understudy", OPENAI_BASE_URL: `${sandbox.url}/v1`, SEARCH_MIN_SIMILARITY: process.env.SEARCH_MIN_SIMILARITY ?? "0.1" };
      Object.assign(env, openai);
      Object.assign(process.env, openai);
    }
    // No ElevenLabs key: the avatar's cloned voice is made and spoken by the sandbox's ElevenLabs (same SDK, other base URL).
    if (!process.env.ELEVENLABS_API_KEY) {
      const elevenlabs = { ELEVENLABS_API_KEY: "xi-sandbox-understudy", ELEVENLABS_BASE_URL: sandbox.url };
      Object.assign(env, elevenlabs);
      Object.assign(process.env, elevenlabs);
    }
    // No Slack app: recaps are posted to the sandbox's workspace (same SDK, other base URL; see them at /__sandbox/slack).
    // process.env too: the worker started below in this process posts them.
    if (!process.env.SLACK_CLIENT_ID) {
      const slack = {
        SLACK_CLIENT_ID: SANDBOX_SLACK_CLIENT_ID,
        SLACK_CLIENT_SECRET: SANDBOX_SLACK_CLIENT_SECRET,
        SLACK_API_URL: `${sandbox.url}/api/`,
        SLACK_OAUTH_AUTHORIZE_URL: `${sandbox.url}/oauth/v2/authorize`,
      };
      Object.assign(env, slack);
      Object.assign(process.env, slack);
    }
    // Calendar and Gmail: the same Google SDKs, pointed at the sandbox's Google.
    Object.assign(env, {
      GOOGLE_OAUTH_AUTHORIZE_URL: `${sandbox.url}/o/oauth2/v2/auth`,
      GOOGLE_OAUTH_TOKEN_URL: `${sandbox.url}/token`,
      GOOGLE_OAUTH_REVOKE_URL: `${sandbox.url}/revoke`,
      GOOGLE_CALENDAR_API_URL: `${sandbox.url}/`,
      GOOGLE_GMAIL_API_URL: `${sandbox.url}/`,
    });
    if (db.embedded) {
      const { db: client, close } = createDb(db.url, { max: 1 });
      const seeded = await seedDemoAccounts(
        client,
        DEMO_ACCOUNTS.map((a) => ({
          email: a.email,
          name: a.name,
          sub: a.sub,
          picture: `${sandbox.url}/avatar/${a.sub}.svg`,
          role: a.email === "alan@understudy.test" ? ("admin" as const) : ("user" as const),
          plan: a.email === "grace@understudy.test" || a.email === AVATAR_DEMO_EMAIL ? ("pro" as const) : ("free" as const),
          trialEnded: a.email === EXPIRED_TRIAL_EMAIL,
          voiceHistory: a.email === AVATAR_DEMO_EMAIL ? 40 : 0,
        })),
      );
      await close();
      if (seeded.length) log.info({ seeded }, "demo accounts seeded");
    }
  }

  // The jobs run in this process: calendar sync needs the Google client, its URLs and the token key; billing.reconcile Stripe; bots.schedule the bot provider; support.deliver the mail settings;
  // recap.email the mail settings and AUTH_SECRET, which signs its unsubscribe links (read it at /__sandbox/mail); push.send the VAPID keys.
  for (const [name, value] of Object.entries(env)) if (/^(AUTH_GOOGLE_|AUTH_URL$|AUTH_SECRET$|GOOGLE_|TOKEN_ENCRYPTION_KEY$|STRIPE_|RECALL_|BOT_|SMTP_|SUPPORT_EMAIL$|MAIL_FROM$|VAPID_|PUSH_SERVICE_ORIGINS$|SLACK_)/.test(name)) process.env[name] = value;
  const worker: RunningWorker = await startWorker({ databaseUrl: db.url, log: createLogger({ name: "worker" }) });
  cleanups.push(() => worker.stop());

  if (mode === "start" && !existsSync(path.join(webDir, process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID"))) {
    log.info("no production build yet: running next build");
    await run("next", ["build"], env);
  }
  // Production is apps/web's own server (src/main.ts: Next behind the front door that serves the /api rows);
  // dev is Next's, with its hot reload.
  const [command, ...args] = mode === "start" ? [process.execPath, "--import", "tsx", "src/main.ts"] : ["pnpm", "exec", "next", "dev", "--port", String(port)];
  const web = spawn(command, args, {
    cwd: webDir,
    stdio: "inherit",
    env: { ...process.env, ...env, PORT: String(port) },
  });
  cleanups.push(() => Promise.resolve(void web.kill("SIGTERM")));
  web.on("exit", (code) => void shutdown(code ?? 0));
  log.info(`Understudy on http://localhost:${port}`);
}

/**
 * Stripe without a real key: the SDK talks to the sandbox, which gets this app's webhook endpoint
 * registered (a fresh signing secret each start, as `stripe listen` does).
 */
async function sandboxStripe(sandboxUrl: string): Promise<Record<string, string>> {
  const key = "sk_test_understudy_sandbox";
  const res = await fetch(`${sandboxUrl}/v1/webhook_endpoints`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ url: `http://localhost:${port}/api/webhooks/stripe`, "enabled_events[0]": "*" }),
  });
  const endpoint = (await res.json()) as { secret?: string };
  if (!res.ok || !endpoint.secret) throw new Error(`sandbox Stripe refused the webhook endpoint (${res.status})`);
  return { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: endpoint.secret, STRIPE_API_BASE: sandboxUrl };
}

function run(cmd: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("pnpm", ["exec", cmd, ...args], { cwd: webDir, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited with ${code}`))));
  });
}

main().catch((error: unknown) => {
  log.error({ err: error }, "failed to start");
  void shutdown(1);
});
