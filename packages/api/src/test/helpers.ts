import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Database, Transaction } from "@understudy/db";
import { connectTestDb, createTestSession, createTestUser } from "@understudy/db/test";
import { systemClock, type Clock } from "../clock";
import type { UserContext } from "../context";
import { silentLogger } from "../logger";
import { createCaller } from "../root";
import { handleRestRequest } from "../rest/handler";
import { createTRPCContext } from "../trpc";

export function makeUserCtx(db: Database, userId: string, options: { role?: "user" | "admin"; clock?: Clock } = {}): UserContext {
  return {
    db,
    clock: options.clock ?? systemClock,
    log: silentLogger,
    actor: { type: "user", userId, role: options.role ?? "user", via: "session", credentialId: "test" },
  };
}

/** A tRPC caller authenticated exactly as a browser would be: by a real session row and its bearer token. */
export async function makeCaller(db: Database, token: string | null, clock?: Clock) {
  const headers = new Headers(token ? { authorization: `Bearer ${token}` } : {});
  return createCaller(await createTRPCContext({ headers, db, clock }));
}

export async function signedInUser(db: Database, overrides: Parameters<typeof createTestUser>[1] = {}) {
  const user = await createTestUser(db, overrides);
  const token = await createTestSession(db, user.id);
  return { user, token };
}

class RolledBack extends Error {}

// A transaction answers every query a Database does; services and factories only use that surface.
const asDatabase = (tx: Transaction): Database => tx as unknown as Database;

/**
 * Runs `fn` in one REPEATABLE READ transaction and rolls it back. Rows other test files commit meanwhile
 * stay invisible, so counts over shared tables (admin stats) can be compared before and after exactly.
 */
export async function inRolledBackTransaction<T>(db: Database, fn: (tx: Database) => Promise<T>): Promise<T> {
  let result: { value: T } | undefined;
  try {
    await db.transaction(
      async (tx) => {
        result = { value: await fn(asDatabase(tx)) };
        throw new RolledBack();
      },
      { isolationLevel: "repeatable read" },
    );
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  if (!result) throw new Error("transaction body did not complete");
  return result.value;
}

/** The REST adapter behind a real HTTP listener on a loopback port. */
export async function startRestServer(db: Database, clock?: Clock): Promise<{ url: string; close(): Promise<void> }> {
  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const body = chunks.length && req.method !== "GET" && req.method !== "HEAD" ? Buffer.concat(chunks) : undefined;
    const response = await handleRestRequest(new Request(`http://localhost${req.url}`, { method: req.method, headers, body }), { db, clock });
    const outgoing = Object.fromEntries(response.headers) as Record<string, string | string[]>;
    const cookies = response.headers.getSetCookie();
    if (cookies.length) outgoing["set-cookie"] = cookies;
    res.writeHead(response.status, outgoing);
    res.end(Buffer.from(await response.arrayBuffer()));
  };
  const server: Server = createServer((req, res) => {
    serve(req, res).catch(() => res.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api`, close: () => new Promise((r) => server.close(() => r())) };
}

export { connectTestDb };
