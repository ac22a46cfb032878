import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { grantConsent, startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { GoogleApiError } from "./errors";
import { createGoogleConnector, type GoogleConfig } from "./google-provider";
import type { GoogleConnector, GoogleCredentials, GrantedTokens, TokenUpdate } from "./interface";
import { isInvite } from "./mail";

const ADA = "ada@understudy.test";
const START = new Date("2026-01-05T09:00:00Z");
let now = START;

let sandbox: RunningSandbox;
let google: GoogleConnector;

function configFor(base: string): GoogleConfig {
  return {
    clientId: "understudy-test-client",
    clientSecret: "test-secret",
    redirectUri: "http://localhost:3000/api/google/callback",
    endpoints: { authorize: `${base}/o/oauth2/v2/auth`, token: `${base}/token`, revoke: `${base}/revoke` },
    calendarRootUrl: `${base}/`,
    gmailRootUrl: `${base}/`,
    retry: { retries: 3, baseDelayMs: 5, maxDelayMs: 20 },
  };
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, clock: () => now });
  google = createGoogleConnector(configFor(sandbox.url));
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  now = START;
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
});

const control = (method: string, path: string, body?: unknown) =>
  fetch(`${sandbox.url}${path}`, { method, headers: { "Content-Type": "application/json" }, ...(body ? { body: JSON.stringify(body) } : {}) });
const arm = (faults: Record<string, Record<string, number | boolean>>) => control("POST", "/__sandbox/faults", faults);

async function connect(email = ADA): Promise<GrantedTokens> {
  const { verifier, challenge } = await google.createPkcePair();
  const redirect = await grantConsent(google.authorizationUrl({ state: "state-123", codeChallenge: challenge, loginHint: email }), email);
  expect(redirect.searchParams.get("state")).toBe("state-123");
  return google.exchangeCode({ code: redirect.searchParams.get("code") ?? "", codeVerifier: verifier });
}

const WINDOW = { timeMin: new Date("2026-01-04T09:00:00Z"), timeMax: new Date("2026-02-02T09:00:00Z") };

describe("connecting", () => {
  it("asks for offline, incremental Calendar and Gmail read access with PKCE", () => {
    const url = new URL(google.authorizationUrl({ state: "s", codeChallenge: "c".repeat(43), loginHint: ADA }));
    expect(url.origin + url.pathname).toBe(`${sandbox.url}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      access_type: "offline",
      prompt: "consent",
      include_granted_scopes: "true",
      scope: "openid email https://www.googleapis.com/auth/calendar.readonly https://www.googleapis.com/auth/gmail.readonly",
      code_challenge_method: "S256",
      redirect_uri: "http://localhost:3000/api/google/callback",
      login_hint: ADA,
      state: "s",
      response_type: "code",
    });
  });

  it("exchanges the code for a refresh token, the granted scopes and the account's email", async () => {
    const tokens = await connect();
    expect(tokens.refreshToken).toMatch(/^1\/\/sandbox-/);
    expect(tokens.accessToken).toMatch(/^ya29\.sandbox-/);
    expect(tokens.scopes).toEqual(expect.arrayContaining(["https://www.googleapis.com/auth/calendar.readonly", "https://www.googleapis.com/auth/gmail.readonly"]));
    expect(tokens.email).toBe(ADA);
    expect(tokens.expiresAt).toBeInstanceOf(Date);
  });

  it("maps a reused code to grant_revoked and revokes idempotently", async () => {
    const { verifier, challenge } = await google.createPkcePair();
    const redirect = await grantConsent(google.authorizationUrl({ state: "s", codeChallenge: challenge }), ADA);
    const code = redirect.searchParams.get("code") ?? "";
    const tokens = await google.exchangeCode({ code, codeVerifier: verifier });
    await expect(google.exchangeCode({ code, codeVerifier: verifier })).rejects.toMatchObject({ kind: "grant_revoked" });
    await google.revoke(tokens.refreshToken ?? "");
    await google.revoke(tokens.refreshToken ?? "");
    const session = google.session({ refreshToken: tokens.refreshToken ?? "" });
    await expect(session.calendar.listEvents(WINDOW)).rejects.toMatchObject({ kind: "grant_revoked" });
  });
});

describe("calendar through @googleapis/calendar", () => {
  it("refreshes the access token from the refresh token alone and hands the new one over for storage", async () => {
    const tokens = await connect();
    const updates: TokenUpdate[] = [];
    const session = google.session({ refreshToken: tokens.refreshToken ?? "" }, (u) => void updates.push(u));
    const page = await session.calendar.listEvents({ ...WINDOW, maxResults: 2500 });
    expect(page.events.length).toBeGreaterThan(30);
    expect(page.nextSyncToken).toBeTruthy();
    expect(updates).toHaveLength(1);
    expect(updates[0]?.accessToken).toMatch(/^ya29\.sandbox-/);
    expect(updates[0]?.accessToken).not.toBe(tokens.accessToken);
  });

  it("reuses a stored access token until it expires", async () => {
    const tokens = await connect();
    const updates: TokenUpdate[] = [];
    const credentials: GoogleCredentials = { refreshToken: tokens.refreshToken ?? "", accessToken: tokens.accessToken, accessTokenExpiresAt: tokens.expiresAt };
    await google.session(credentials, (u) => void updates.push(u)).calendar.listEvents(WINDOW);
    expect(updates).toEqual([]);
  });

  it("pages, then syncs incrementally, and reports an expired sync token as sync_token_expired", async () => {
    const tokens = await connect();
    const session = google.session({ refreshToken: tokens.refreshToken ?? "" });
    const seen: string[] = [];
    let pageToken: string | undefined;
    let syncToken: string | null;
    let pages = 0;
    do {
      const page = await session.calendar.listEvents({ ...WINDOW, maxResults: 10, ...(pageToken ? { pageToken } : {}) });
      pages++;
      seen.push(...page.events.map((e) => e.id));
      pageToken = page.nextPageToken ?? undefined;
      syncToken = page.nextSyncToken;
    } while (pageToken);
    expect(pages).toBeGreaterThan(2);
    expect(new Set(seen).size).toBe(seen.length);
    expect(syncToken).toBeTruthy();

    const target = seen[0] ?? "";
    await control("DELETE", `/__sandbox/google/calendar/${ADA}/events/${target}`);
    const changes = await session.calendar.listEvents({ syncToken: syncToken ?? "" });
    expect(changes.events).toEqual([expect.objectContaining({ id: target, status: "cancelled" })]);

    await control("POST", `/__sandbox/google/calendar/${ADA}/invalidate-sync-tokens`);
    const gone = await session.calendar.listEvents({ syncToken: syncToken ?? "" }).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(GoogleApiError);
    expect(gone).toMatchObject({ kind: "sync_token_expired", status: 410 });
  });

  it("events.get: the event as it is now, cancelled once deleted, null for an id Google does not know", async () => {
    const tokens = await connect();
    const session = google.session({ refreshToken: tokens.refreshToken ?? "" });
    const [first] = (await session.calendar.listEvents({ ...WINDOW, maxResults: 5 })).events;
    if (!first) throw new Error("the seeded calendar is empty");
    expect(await session.calendar.getEvent(first.id)).toMatchObject({ id: first.id, status: first.status, start: first.start, title: first.title });
    await control("DELETE", `/__sandbox/google/calendar/${ADA}/events/${first.id}`);
    expect(await session.calendar.getEvent(first.id)).toMatchObject({ id: first.id, status: "cancelled" });
    expect(await session.calendar.getEvent("nosuchevent0")).toBeNull();
  });

  it("retries 429, 403 rateLimitExceeded and 5xx with backoff, and gives up after the retry budget", async () => {
    const tokens = await connect();
    const session = google.session({ refreshToken: tokens.refreshToken ?? "", accessToken: tokens.accessToken, accessTokenExpiresAt: tokens.expiresAt });
    await arm({ calendar: { rate_limit: 1, rate_limit_403: 1, server_error: 1 } });
    expect((await session.calendar.listEvents(WINDOW)).events.length).toBeGreaterThan(0);
    expect((await (await control("GET", "/__sandbox/faults")).json()) as unknown).toMatchObject({ armed: {} });

    await arm({ calendar: { unavailable: 20 } });
    await expect(session.calendar.listEvents(WINDOW)).rejects.toMatchObject({ kind: "unavailable", status: 503 });
    await control("DELETE", "/__sandbox/faults");
    await arm({ calendar: { rate_limit: 20 } });
    await expect(session.calendar.listEvents(WINDOW)).rejects.toMatchObject({ kind: "rate_limited", status: 429 });
    await control("DELETE", "/__sandbox/faults");
  });

  it("reports invalid_grant on refresh as grant_revoked", async () => {
    const tokens = await connect();
    await arm({ token: { invalid_grant: true } });
    const session = google.session({ refreshToken: tokens.refreshToken ?? "" });
    const error = await session.calendar.listEvents(WINDOW).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "grant_revoked" });
  });
});

describe("gmail through @googleapis/gmail", () => {
  it("parses every generated message without throwing and finds the invites and only real links", async () => {
    const tokens = await connect();
    const session = google.session({ refreshToken: tokens.refreshToken ?? "" });
    const { ids } = await session.gmail.listMessageIds({ q: "in:anywhere", maxResults: 500 });
    expect(ids.length).toBeGreaterThan(15);
    const mails = await Promise.all(ids.map((id) => session.gmail.getMessage(id)));
    const bySubject = new Map(mails.map((m) => [m?.subject ?? "", m]));

    const invites = mails.filter((m) => m && isInvite(m));
    expect(invites.length).toBeGreaterThanOrEqual(8);
    for (const mail of mails) {
      for (const link of mail?.meetingUrls ?? []) {
        expect(new URL(link.url).hostname).toMatch(/(^|\.)(zoom\.us|meet\.google\.com|teams\.microsoft\.com|teams\.live\.com|webex\.com)$/);
      }
    }
    expect(bySubject.get("Your meeting is about to start")?.meetingUrls).toEqual([]);
    expect(bySubject.get("[Action required] Verify your Zoom account")?.meetingUrls).toEqual([]);
    expect(bySubject.get("Quick call?")?.meetingUrls).toEqual([{ platform: "google_meet", url: expect.stringMatching(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/) }]);
    expect(bySubject.get("Community call")).toMatchObject({ hasCalendarPart: true, calendar: { method: "REQUEST" }, meetingUrls: [{ platform: "teams" }] });
    expect(bySubject.get("Product Ops Monthly: office hours are back")?.meetingUrls).toEqual([{ platform: "zoom", url: expect.stringMatching(/^https:\/\/us0\dweb\.zoom\.us\/j\/\d+\?pwd=/) }]);
    expect(bySubject.get("Minutes + next session link")?.meetingUrls).toHaveLength(1);
    const teams = [...bySubject.values()].find((m) => m?.meetingUrls.some((l) => l.platform === "teams" && l.url.startsWith("https://teams.microsoft.com/")));
    expect(teams?.calendar?.start).toBeInstanceOf(Date);
  });

  it("answers null for a message that no longer exists and retries a 429", async () => {
    const tokens = await connect();
    const session = google.session({ refreshToken: tokens.refreshToken ?? "" });
    expect(await session.gmail.getMessage("18c0ffee00000000")).toBeNull();
    await arm({ gmail: { rate_limit: 1 } });
    expect((await session.gmail.listMessageIds({ q: "filename:ics", maxResults: 10 })).ids.length).toBeGreaterThan(0);
  });
});
