import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_BOT_API_KEY } from "./index";
import { startSandbox, type RunningSandbox } from "../start";

/**
 * Recall's idempotency as docs.recall.ai/reference/idempotency describes it: a matching request completed in
 * the previous hour is answered again, one still being processed gets 409, and after the hour the key is new.
 * And 507 with its documented advice (docs.recall.ai/reference/errors: retry every 30 seconds).
 */
let sandbox: RunningSandbox;
let offsetMs = 0;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, clock: () => new Date(Date.now() + offsetMs), bots: { webhookUrl: "http://127.0.0.1:9/unused", timeScale: 1 } });
});
afterAll(() => sandbox.close());

const create = async (key: string) => {
  const res = await fetch(`${sandbox.url}/api/v1/bot/`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Token ${SANDBOX_BOT_API_KEY}`, "idempotency-key": key },
    body: JSON.stringify({ meeting_url: "https://meet.google.com/abc-defg-hij", join_at: new Date(Date.now() + offsetMs + 3 * 3600_000).toISOString() }),
  });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as { id?: string } };
};
const arm = (faults: Record<string, number | boolean>) => fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: JSON.stringify({ bots_api: faults }) });

describe("Recall idempotency keys in the sandbox", () => {
  it("answers the first bot again within the hour, and books a new one after it", async () => {
    const first = await create("key-1");
    expect(first.status).toBe(201);
    offsetMs = 59 * 60_000;
    expect((await create("key-1")).body.id).toBe(first.body.id);
    offsetMs = 61 * 60_000;
    const later = await create("key-1");
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
    offsetMs = 0;
  });

  it("answers 409 to a second request with the key while the first is still being processed", async () => {
    await arm({ slow: 1 });
    const slow = create("key-2");
    await new Promise((r) => setTimeout(r, 200));
    expect((await create("key-2")).status).toBe(409);
    const done = await slow;
    expect(done.status).toBe(201);
    expect((await create("key-2")).body.id).toBe(done.body.id);
  });
});

describe("507 from the ad-hoc pool", () => {
  it("carries Recall's advice: retry in 30 seconds", async () => {
    await arm({ pool_empty: 1 });
    const res = await fetch(`${sandbox.url}/api/v1/bot/`, { method: "POST", headers: { "content-type": "application/json", authorization: `Token ${SANDBOX_BOT_API_KEY}` }, body: JSON.stringify({ meeting_url: "https://zoom.us/j/1234567890" }) });
    expect([res.status, res.headers.get("retry-after")]).toEqual([507, "30"]);
  });
});
