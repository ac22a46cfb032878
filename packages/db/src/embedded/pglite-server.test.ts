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
});
