/**
 * Test support for the Google services: a sandbox Google on a loopback port, deps wired to it through
 * the real SDKs, and the consent a user would click through. Not used by product code.
 */
import { randomBytes } from "node:crypto";
import { createTokenCipher } from "@understudy/integrations/crypto";
import { createGoogleConnector, type GoogleConfig } from "@understudy/integrations/google";
import { grantConsent, startSandbox, type RunningSandbox } from "@understudy/sandbox";
import type { UserContext } from "../src/context";
import { createGoogleAuthUrl } from "../src/google/auth-url";
import { completeGoogleConnection } from "../src/google/connect";
import type { GoogleDeps } from "../src/google/deps";

export const GOOGLE_CLIENT = { id: "understudy-test-client", secret: "understudy-test-secret" };

export function sandboxGoogleConfig(sandbox: RunningSandbox, redirectUri = "http://localhost:3000/api/google/callback"): GoogleConfig {
  return {
    clientId: GOOGLE_CLIENT.id,
    clientSecret: GOOGLE_CLIENT.secret,
    redirectUri,
    endpoints: { authorize: `${sandbox.url}/o/oauth2/v2/auth`, token: `${sandbox.url}/token`, revoke: `${sandbox.url}/revoke` },
    calendarRootUrl: `${sandbox.url}/`,
    gmailRootUrl: `${sandbox.url}/`,
    retry: { retries: 3, baseDelayMs: 5, maxDelayMs: 20 },
  };
}

export async function startGoogleSandbox(clock: () => Date): Promise<{ sandbox: RunningSandbox; deps: GoogleDeps; key: string }> {
  const sandbox = await startSandbox({ port: 0, clock });
  const key = randomBytes(32).toString("base64url");
  return { sandbox, key, deps: { google: createGoogleConnector(sandboxGoogleConfig(sandbox)), cipher: createTokenCipher({ current: key }) } };
}

/** The user clicks Connect, picks `email` on the consent page, and the callback completes. */
export async function connectGoogle(ctx: UserContext, deps: GoogleDeps, email: string) {
  const { auth_url } = await createGoogleAuthUrl({ ctx, deps });
  const redirect = await grantConsent(auth_url, email);
  return completeGoogleConnection({
    ctx,
    deps,
    input: { state: redirect.searchParams.get("state") ?? "", code: redirect.searchParams.get("code") ?? "" },
  });
}

export function sandboxControl(sandbox: RunningSandbox) {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${sandbox.url}${path}`, {
      method,
      headers: { "Content-Type": "application/json" },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (res.status >= 400) throw new Error(`sandbox ${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  return {
    reset: () => call("POST", "/__sandbox/reset"),
    arm: (faults: Record<string, Record<string, boolean | number>>) => call("POST", "/__sandbox/faults", faults),
    disarm: () => call("DELETE", "/__sandbox/faults"),
    seedCalendar: (email: string, mode: "empty" | "generated") => call("POST", `/__sandbox/google/calendar/${email}/seed`, { mode }),
    seedMailbox: (email: string, mode: "empty" | "generated") => call("POST", `/__sandbox/google/gmail/${email}/seed`, { mode }),
    addEvent: (email: string, event: Record<string, unknown>) => call("POST", `/__sandbox/google/calendar/${email}/events`, event),
    bulkEvents: (email: string, count: number) => call("POST", `/__sandbox/google/calendar/${email}/events/bulk`, { count }),
    updateEvent: (email: string, id: string, patch: Record<string, unknown>) => call("PATCH", `/__sandbox/google/calendar/${email}/events/${id}`, patch),
    cancelEvent: (email: string, id: string) => call("DELETE", `/__sandbox/google/calendar/${email}/events/${id}`),
    events: (email: string) => call("GET", `/__sandbox/google/calendar/${email}/events`),
    invalidateSyncTokens: (email: string) => call("POST", `/__sandbox/google/calendar/${email}/invalidate-sync-tokens`),
    sendMail: (email: string, mail: Record<string, unknown>) => call("POST", `/__sandbox/google/gmail/${email}/messages`, mail),
    revoke: async (token: string) => {
      const res = await fetch(`${sandbox.url}/revoke?token=${encodeURIComponent(token)}`, { method: "POST" });
      return res.status;
    },
  };
}
