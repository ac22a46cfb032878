import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Database } from "@understudy/db";
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

/** The REST adapter behind a real HTTP listener on a loopback port. */
export async function startRestServer(db: Database, clock?: Clock): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const body = chunks.length && req.method !== "GET" && req.method !== "HEAD" ? Buffer.concat(chunks) : undefined;
    const response = await handleRestRequest(new Request(`http://localhost${req.url}`, { method: req.method, headers, body }), { db, clock });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api`, close: () => new Promise((r) => server.close(() => r())) };
}

export { connectTestDb };
