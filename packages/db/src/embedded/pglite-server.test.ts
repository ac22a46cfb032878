import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../embedded";

let pg: EmbeddedPostgres;
beforeAll(async () => {
  pg = await startEmbeddedPostgres();
});
afterAll(async () => {
  await pg.close();
});

describe("PGlite wire server", () => {
  it("keeps concurrent clients' extended-protocol exchanges apart (prepared and unnamed statements)", async () => {
    const prepared = postgres(pg.url, { max: 8, onnotice: () => {} });
    const unnamed = postgres(pg.url, { max: 8, prepare: false, onnotice: () => {} });
    const results = await Promise.all(
      Array.from({ length: 300 }, async (_, i) => {
        const sql = i % 2 ? prepared : unnamed;
        const [row] = await sql`select ${i}::int as n, ${`v${i}`}::text as s`;
        return row?.n === i && row.s === `v${i}`;
      }),
    );
    expect(results.every(Boolean)).toBe(true);
    await Promise.all([prepared.end(), unnamed.end()]);
  });

  it("runs one client's transaction without letting another client's statements in", async () => {
    const a = postgres(pg.url, { max: 1, onnotice: () => {} });
    const b = postgres(pg.url, { max: 1, onnotice: () => {} });
    await a`create table if not exists tx_probe (id int primary key, v text)`;
    let seenInside: number | undefined;
    const inTx = a.begin(async (tx) => {
      await tx`insert into tx_probe values (1, 'uncommitted')`;
      await new Promise((r) => setTimeout(r, 50));
      const [row] = await tx`select count(*)::int as n from tx_probe`;
      seenInside = row?.n;
      throw new Error("rollback");
    });
    const outside = b`select count(*)::int as n from tx_probe`;
    await expect(inTx).rejects.toThrow("rollback");
    const [row] = await outside;
    expect(seenInside).toBe(1);
    // b's query waited for a's transaction and saw its rollback, never its uncommitted row.
    expect(row?.n).toBe(0);
    await Promise.all([a.end(), b.end()]);
  });

  it("rolls back a transaction left open by a client that disconnects", async () => {
    const a = postgres(pg.url, { max: 1, onnotice: () => {} });
    await a`create table if not exists drop_probe (id int)`;
    const reserved = await a.reserve();
    await reserved`begin`;
    await reserved`insert into drop_probe values (1)`;
    await a.end({ timeout: 0 });
    const b = postgres(pg.url, { max: 1, onnotice: () => {} });
    const [row] = await b`select count(*)::int as n from drop_probe`;
    expect(row?.n).toBe(0);
    await b.end();
  });

  it("delivers NOTIFY to the connections that LISTEN on the channel, at commit, and to no one else", async () => {
    const listener = postgres(pg.url, { max: 2, onnotice: () => {} });
    const other = postgres(pg.url, { max: 2, onnotice: () => {} });
    const notifier = postgres(pg.url, { max: 2, onnotice: () => {} });
    const heard: string[] = [];
    const unrelated: string[] = [];
    await listener.listen("meeting_probe", (payload) => heard.push(payload));
    await other.listen("elsewhere", (payload) => unrelated.push(payload));
    await notifier`select pg_notify('meeting_probe', 'outside a transaction')`;
    await expect(
      notifier.begin(async (tx) => {
        await tx`select pg_notify('meeting_probe', 'rolled back')`;
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    await notifier.begin(async (tx) => {
      await tx`select pg_notify('meeting_probe', 'committed')`;
      await tx`select 1`;
    });
    // A payload large enough to arrive split across output chunks.
    const big = "x".repeat(7000);
    await notifier`select pg_notify('meeting_probe', ${big})`;
    await eventually(() => heard.length >= 3);
    expect(heard).toEqual(["outside a transaction", "committed", big]);
    expect(unrelated).toEqual([]);
    await Promise.all([listener.end(), other.end(), notifier.end()]);
  });

  it("keeps a quoted channel's case, and stops delivering after UNLISTEN", async () => {
    const listener = postgres(pg.url, { max: 1, onnotice: () => {} });
    const notifier = postgres(pg.url, { max: 1, onnotice: () => {} });
    const heard: string[] = [];
    const subscription = await listener.listen("Mixed_Case", (payload) => heard.push(payload));
    await notifier`select pg_notify('mixed_case', 'another channel'), pg_notify('Mixed_Case', 'first')`;
    await eventually(() => heard.length >= 1);
    await subscription.unlisten();
    await notifier`select pg_notify('Mixed_Case', 'after unlisten')`;
    await listener`select 1`;
    await new Promise((r) => setTimeout(r, 100));
    expect(heard).toEqual(["first"]);
    await Promise.all([listener.end(), notifier.end()]);
  });

  it("follows a channel LISTENed again with the prepared statement it used before (Bind alone re-runs it)", async () => {
    // postgres.js prepares LISTEN and UNLISTEN like any statement; the second LISTEN reaches the server as a Bind.
    const listener = postgres(pg.url, { max: 1, onnotice: () => {} });
    const notifier = postgres(pg.url, { max: 1, onnotice: () => {} });
    const heard: string[] = [];
    const first = await listener.listen("meeting_again", (payload) => heard.push(payload));
    await first.unlisten();
    await listener.listen("meeting_again", (payload) => heard.push(payload));
    await notifier`select pg_notify('meeting_again', 'after listening again')`;
    await eventually(() => heard.length >= 1);
    expect(heard).toEqual(["after listening again"]);
    await Promise.all([listener.end(), notifier.end()]);
  });
});

async function eventually(done: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("not reached in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}
