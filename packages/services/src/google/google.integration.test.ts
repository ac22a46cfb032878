import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { googleAuthRequests, googleConnections, meetings } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { grantConsent, type RunningSandbox } from "@understudy/sandbox";
import { fixedClock } from "../clock";
import { silentLogger } from "../logger";
import { connectTestDb, makeUserCtx, signedInUser } from "../../testing/helpers";
import { syncCalendar } from "../calendar";
import { listGmailMeetings } from "../gmail";
import { createGoogleAuthUrl } from "./auth-url";
import { handleGoogleCallback } from "./callback";
import { completeGoogleConnection } from "./connect";
import type { GoogleDeps } from "./deps";
import { disconnectGoogle } from "./disconnect";
import { getGoogleStatus } from "./status";
import { connectGoogle, GOOGLE_CLIENT, sandboxControl, startGoogleSandbox } from "../../testing/google";
import { testDeps } from "../../testing/deps";

const { db, close } = connectTestDb();
const clock = fixedClock("2026-01-05T09:00:00Z");
let sandbox: RunningSandbox;
let deps: GoogleDeps;
let control: ReturnType<typeof sandboxControl>;

beforeAll(async () => {
  ({ sandbox, deps } = await startGoogleSandbox(() => clock.now()));
  control = sandboxControl(sandbox);
});
afterAll(async () => {
  await sandbox.close();
  await close();
});

async function googleUser() {
  const user = await createTestUser(db);
  const email = `g-${randomUUID()}@example.com`;
  await control.seedCalendar(email, "generated");
  await control.seedMailbox(email, "generated");
  return { user, email, ctx: makeUserCtx(db, user.id, { clock }) };
}

describe("connecting Google", () => {
  it("builds the consent URL with a state bound to the user; only the state's hash and the encrypted verifier are stored", async () => {
    const { user, ctx } = await googleUser();
    const { auth_url } = await createGoogleAuthUrl({ ctx, deps });
    const url = new URL(auth_url);
    expect(url.origin).toBe(sandbox.url);
    const state = url.searchParams.get("state") ?? "";
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("login_hint")).toBe(user.email);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    const [pending] = await db.select().from(googleAuthRequests).where(eq(googleAuthRequests.userId, user.id));
    expect(pending?.stateHash).not.toBe(state);
    expect(pending?.codeVerifierEnc).toMatch(/^enc:v1:/);
    expect(pending?.expiresAt.getTime()).toBe(clock.now().getTime() + 10 * 60_000);
  });

  it("stores the grant encrypted and reports the connection", async () => {
    const { user, email, ctx } = await googleUser();
    expect(await getGoogleStatus({ ctx })).toMatchObject({ status: "not_connected", connected: false });
    const status = await connectGoogle(ctx, deps, email);
    expect(status).toMatchObject({ status: "connected", connected: true, google_email: email, calendar_access: true, gmail_access: true, last_sync: null });
    const [row] = await db.select().from(googleConnections).where(eq(googleConnections.userId, user.id));
    expect(row?.refreshTokenEnc).toMatch(/^enc:v1:[\w-]+:/);
    expect(row?.accessTokenEnc).toMatch(/^enc:v1:/);
    expect(deps.cipher.decrypt(row?.refreshTokenEnc ?? "", `google:refresh:${user.id}`)).toMatch(/^1\/\/sandbox-/);
    expect(await db.select().from(googleAuthRequests).where(eq(googleAuthRequests.userId, user.id))).toEqual([]);
  });

  it("refuses a state from another user, a reused state, an expired one, and a cancelled consent", async () => {
    const alice = await googleUser();
    const bob = await googleUser();
    const { auth_url } = await createGoogleAuthUrl({ ctx: alice.ctx, deps });
    const redirect = await grantConsent(auth_url, alice.email);
    const input = { state: redirect.searchParams.get("state") ?? "", code: redirect.searchParams.get("code") ?? "" };
    await expect(completeGoogleConnection({ ctx: bob.ctx, deps, input })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await getGoogleStatus({ ctx: bob.ctx })).status).toBe("not_connected");
    await completeGoogleConnection({ ctx: alice.ctx, deps, input });
    await expect(completeGoogleConnection({ ctx: alice.ctx, deps, input })).rejects.toMatchObject({ code: "BAD_REQUEST" });

    const late = await createGoogleAuthUrl({ ctx: bob.ctx, deps });
    const lateRedirect = await grantConsent(late.auth_url, bob.email);
    const expiredCtx = makeUserCtx(db, bob.user.id, { clock: fixedClock(new Date(clock.now().getTime() + 11 * 60_000)) });
    await expect(
      completeGoogleConnection({ ctx: expiredCtx, deps, input: { state: lateRedirect.searchParams.get("state") ?? "", code: lateRedirect.searchParams.get("code") ?? "" } }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringMatching(/expired/) });

    const denied = await createGoogleAuthUrl({ ctx: bob.ctx, deps });
    const state = new URL(denied.auth_url).searchParams.get("state") ?? "";
    await expect(completeGoogleConnection({ ctx: bob.ctx, deps, input: { state, error: "access_denied" } })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "Google access was not granted",
    });
    await expect(completeGoogleConnection({ ctx: bob.ctx, deps, input: {} })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("answers the popup from the browser's session, and asks anonymous visitors to sign in", async () => {
    const { user, token } = await signedInUser(db);
    const email = `g-${randomUUID()}@example.com`;
    await control.seedCalendar(email, "empty");
    const { auth_url } = await createGoogleAuthUrl({ ctx: makeUserCtx(db, user.id, { clock }), deps });
    const redirect = await grantConsent(auth_url, email);
    const args = { deps: testDeps(db, { clock, google: deps.google, cipher: deps.cipher }), log: silentLogger, query: redirect.searchParams };
    expect(await handleGoogleCallback({ ...args, headers: new Headers() })).toEqual({
      ok: false,
      message: "Sign in to Understudy first, then connect Google from the Calendar page.",
    });
    const outcome = await handleGoogleCallback({ ...args, headers: new Headers({ cookie: `authjs.session-token=${token}` }) });
    expect(outcome).toEqual({ ok: true, message: `Connected ${email}. You can close this window.` });
    const again = await handleGoogleCallback({ ...args, headers: new Headers({ cookie: `authjs.session-token=${token}` }) });
    expect(again.ok).toBe(false);
    expect(again.message).toMatch(/expired or was started elsewhere/);
  });

  it("disconnects: revokes the grant at Google, deletes the tokens, keeps the meetings", async () => {
    const { user, email, ctx } = await googleUser();
    await connectGoogle(ctx, deps, email);
    await syncCalendar({ ctx, deps });
    const [row] = await db.select().from(googleConnections).where(eq(googleConnections.userId, user.id));
    const refreshToken = deps.cipher.decrypt(row?.refreshTokenEnc ?? "", `google:refresh:${user.id}`);
    const kept = await db.select().from(meetings).where(eq(meetings.userId, user.id));
    expect(kept.length).toBeGreaterThan(10);

    expect(await disconnectGoogle({ ctx, deps })).toEqual({ message: "Google account disconnected" });
    expect(await db.select().from(googleConnections).where(eq(googleConnections.userId, user.id))).toEqual([]);
    const refresh = await fetch(`${sandbox.url}/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken, client_id: GOOGLE_CLIENT.id, client_secret: GOOGLE_CLIENT.secret }),
    });
    expect(((await refresh.json()) as { error: string }).error).toBe("invalid_grant");
    expect(await db.select().from(meetings).where(eq(meetings.userId, user.id))).toHaveLength(kept.length);
    expect(await disconnectGoogle({ ctx, deps })).toEqual({ message: "Google account is not connected" });
    expect((await getGoogleStatus({ ctx })).status).toBe("not_connected");
  });
});

describe("tokens at rest", () => {
  it("keeps no Google token in plain text anywhere in the database", async () => {
    const { user, email, ctx } = await googleUser();
    await connectGoogle(ctx, deps, email);
    // Force a refresh so that a fresh access token is written back too.
    await db.update(googleConnections).set({ accessTokenEnc: null }).where(eq(googleConnections.userId, user.id));
    await syncCalendar({ ctx, deps });
    await listGmailMeetings({ ctx, deps });
    await createTestMeeting(db, user.id);

    const tables = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const names = [...tables].map((t) => t.table_name);
    expect(names).toEqual(expect.arrayContaining(["google_connections", "google_auth_requests", "gmail_messages", "accounts", "meetings"]));
    let dump = "";
    for (const name of names) {
      const rows = await db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t`);
      dump += [...rows].map((r) => String((r as { row: unknown }).row)).join("\n");
    }
    expect(dump).toContain(user.id);
    expect(dump).toContain("enc:v1:");
    expect(dump).not.toMatch(/ya29\.sandbox-/);
    expect(dump).not.toMatch(/1\/\/sandbox-/);
    expect(dump).not.toMatch(/4\/0sandbox-/);
  });
});
