import { randomBytes } from "node:crypto";
import { sandboxGoogleEnv } from "@understudy/services/testing/sandbox-env";
import { SANDBOX_BOT_API_KEY, SANDBOX_BOT_WEBHOOK_SECRET, type RunningSandbox } from "@understudy/sandbox";

/**
 * The environment every web and worker process of the scale test shares, as an operator would set it
 * (docs/deploy.md): one DATABASE_URL, one public URL (the proxy), the same secrets, every outside service
 * pointed at the sandbox. Nothing here is specific to the benchmark but the addresses.
 */
export async function sharedEnv(options: { databaseUrl: string; publicUrl: string; sandbox: RunningSandbox }): Promise<Record<string, string>> {
  const { sandbox, publicUrl } = options;
  return {
    NODE_ENV: "production",
    DATABASE_URL: options.databaseUrl,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    AUTH_TRUST_HOST: "true",
    APP_URL: publicUrl,
    // Google's half is the tests' own (sign-in client, OAuth, Calendar, Gmail on the sandbox); only the addresses differ.
    ...sandboxGoogleEnv(sandbox, {
      AUTH_URL: publicUrl,
      GOOGLE_ISSUER: sandbox.issuer,
      TOKEN_ENCRYPTION_KEY: `scale:${randomBytes(32).toString("base64url")}`,
    }),
    RECALL_API_BASE: sandbox.url,
    RECALL_API_KEY: SANDBOX_BOT_API_KEY,
    RECALL_WEBHOOK_SECRET: SANDBOX_BOT_WEBHOOK_SECRET,
    BOT_WEBHOOK_BASE_URL: publicUrl,
    // The test books 1,000 bots at once: no pacing (the sandbox takes them all).
    BOT_CREATE_RATE_PER_MINUTE: "0",
    ...(await stripeEndpoint(sandbox.url, `${publicUrl}/api/webhooks/stripe`)),
    OPENAI_API_KEY: "sk-sandbox-understudy",
    OPENAI_BASE_URL: `${sandbox.url}/v1`,
    SEARCH_MIN_SIMILARITY: "0.1",
    SMTP_URL: sandbox.smtpUrl,
    SUPPORT_EMAIL: "support@understudy.test",
    LOG_LEVEL: "warn",
  };
}

/** Registers the proxy's Stripe webhook endpoint at the sandbox, as an operator does in Stripe's dashboard. */
async function stripeEndpoint(sandboxUrl: string, url: string): Promise<Record<string, string>> {
  const key = "sk_test_understudy_scale";
  const res = await fetch(`${sandboxUrl}/v1/webhook_endpoints`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ url, "enabled_events[0]": "*" }),
  });
  const endpoint = (await res.json()) as { secret?: string };
  if (!res.ok || !endpoint.secret) throw new Error(`sandbox Stripe refused the webhook endpoint (${res.status})`);
  return { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: endpoint.secret, STRIPE_API_BASE: sandboxUrl };
}
