import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "@understudy/db/schema";
import { createTestUser } from "@understudy/db/test";
import { createWebPushSender, generateVapidKeys } from "@understudy/integrations/push";
import { startSandbox, type ReceivedPush, type RunningSandbox } from "@understudy/sandbox";
import { connectTestDb, makeUserCtx } from "../../testing/helpers";
import { testDeps } from "../../testing/deps";
import { systemContext } from "../context";
import { silentLogger } from "../logger";
import { deliverPush } from "./deliver";
import { getPushConfig, subscribePush, unsubscribePush } from "./subscriptions";

/**
 * Web Push through the real `web-push` library to the sandbox's push service, which checks the VAPID signature
 * (RFC 8292) and decrypts the aes128gcm body (RFC 8291) with the subscription's private key, as a browser would.
 */
const { db, close } = connectTestDb();
let sandbox: RunningSandbox;
const vapid = generateVapidKeys();
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(async () => {
  await sandbox.close();
  await close();
});

const deps = () => testDeps(db, { push: createWebPushSender({ ...vapid, subject: "mailto:push@understudy.test", timeoutMs: 5_000, extraOrigins: [new URL(sandbox.url).origin] }) });
const browser = async () => (await (await fetch(`${sandbox.url}/__sandbox/push/subscriptions`, { method: "POST" })).json()) as { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
const delivered = async (subscriptionId: string) => ((await (await fetch(`${sandbox.url}/__sandbox/push/messages?subscription_id=${subscriptionId}`)).json()) as { data: ReceivedPush[] }).data;
const message = (userId: string) => ({ userId, title: "Your avatar wants to answer Ben Okafor", body: "Approve, edit or reject within 20 s", url: "/meetings/m-1/live", tag: "draft-1", ttlSeconds: 20 });

describe("Web Push", () => {
  it("delivers a payload the browser can decrypt, signed with the app's VAPID key", async () => {
    const user = await createTestUser(db, { email: `push-${randomUUID()}@understudy.test` });
    const ctx = makeUserCtx(db, user.id, { deps: deps() });
    expect(await getPushConfig({ ctx })).toEqual({ available: true, public_key: vapid.publicKey, subscriptions: 0 });
    const phone = await browser();
    await subscribePush({ ctx, input: { endpoint: phone.endpoint, keys: phone.keys } });
    // Subscribing again from the same browser keeps one row.
    await subscribePush({ ctx, input: { endpoint: phone.endpoint, keys: phone.keys, expirationTime: null } });
    expect((await getPushConfig({ ctx })).subscriptions).toBe(1);

    const outcome = await deliverPush(systemContext(ctx.deps, silentLogger), ctx.deps.push ?? assertNever(), message(user.id));
    expect(outcome).toEqual({ sent: 1, removed: 0, failed: 0 });
    const [received] = await delivered(phone.id);
    expect(received).toMatchObject({ ttl: 20, urgency: "high", vapid_key: vapid.publicKey, vapid_subject: "mailto:push@understudy.test" });
    expect(JSON.parse(received?.payload ?? "null")).toEqual({ title: "Your avatar wants to answer Ben Okafor", body: "Approve, edit or reject within 20 s", url: "/meetings/m-1/live", tag: "draft-1" });
  });

  it("removes a subscription the push service answers 410 for, and keeps the others", async () => {
    const user = await createTestUser(db, { email: `push-${randomUUID()}@understudy.test` });
    const ctx = makeUserCtx(db, user.id, { deps: deps() });
    const [old, current] = [await browser(), await browser()];
    for (const b of [old, current]) await subscribePush({ ctx, input: { endpoint: b.endpoint, keys: b.keys } });
    await fetch(`${sandbox.url}/__sandbox/push/subscriptions/${old.id}/gone`, { method: "POST" });

    const outcome = await deliverPush(systemContext(ctx.deps, silentLogger), ctx.deps.push ?? assertNever(), message(user.id));
    expect(outcome).toEqual({ sent: 1, removed: 1, failed: 0 });
    expect((await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).map((s) => s.endpoint)).toEqual([current.endpoint]);
    expect(await delivered(current.id)).toHaveLength(1);
    expect(await delivered(old.id)).toEqual([]);
  });

  it("refuses an endpoint that is not a push service, and forgets one turned off", async () => {
    const user = await createTestUser(db, { email: `push-${randomUUID()}@understudy.test` });
    const ctx = makeUserCtx(db, user.id, { deps: deps() });
    const keys = (await browser()).keys;
    await expect(subscribePush({ ctx, input: { endpoint: "http://169.254.169.254/latest/meta-data", keys } })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(subscribePush({ ctx, input: { endpoint: "https://evil.example/push", keys } })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const phone = await browser();
    await subscribePush({ ctx, input: { endpoint: phone.endpoint, keys: phone.keys } });
    await unsubscribePush({ ctx, input: { endpoint: phone.endpoint } });
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
  });

  it("the sandbox's push service refuses a message without a valid VAPID signature", async () => {
    const phone = await browser();
    const unsigned = await fetch(phone.endpoint, { method: "POST", headers: { ttl: "60" } });
    expect(unsigned.status).toBe(401);
    const stranger = generateVapidKeys();
    const forged = await fetch(phone.endpoint, { method: "POST", headers: { ttl: "60", authorization: `vapid t=e30.e30.AAAA, k=${stranger.publicKey}` } });
    expect(forged.status).toBe(401);
  });
});

function assertNever(): never {
  throw new Error("push is configured in these deps");
}
