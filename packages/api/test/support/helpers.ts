import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Database } from "@understudy/db";
import type { Clock } from "@understudy/services";
import type { AppDeps } from "@understudy/services/deps";
import { silentLogger } from "@understudy/services/logger";
import { testDeps } from "@understudy/services/testing/deps";
import { createCaller } from "../../src/root";
import { handleMcpRequest } from "../../src/mcp/handler";
import { answerWellKnown, oauthApp } from "../../src/oauth";
import { handleRestNodeRequest } from "../../src/rest/node";
import { handleRestRequest } from "../../src/rest/web";
import { createTRPCContext } from "../../src/trpc";

export * from "@understudy/services/testing/helpers";

/** Deps for one caller or server: `deps` as given (with `clock` when both are), else nothing configured. */
const depsFor = (db: Database, clock?: Clock, deps?: AppDeps): AppDeps => (deps ? { ...deps, ...(clock ? { clock } : {}) } : testDeps(db, clock ? { clock } : {}));

/**
 * A tRPC caller authenticated exactly as a browser would be: by a real session row and its bearer token.
 * `deps`: the clients it may use (a rig's sandbox); none are configured otherwise.
 */
export async function makeCaller(db: Database, token: string | null, clock?: Clock, deps?: AppDeps) {
  const headers = new Headers(token ? { authorization: `Bearer ${token}` } : {});
  return createCaller(await createTRPCContext({ headers, deps: depsFor(db, clock, deps) }));
}

type FetchHandler = (request: Request) => Promise<Response>;

/** A fetch-style handler behind a real HTTP listener on a loopback port (port 0: the system picks a free one). */
async function serveOverHttp(handle: FetchHandler): Promise<{ origin: string; close: () => Promise<void> }> {
  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const body = chunks.length && req.method !== "GET" && req.method !== "HEAD" ? Buffer.concat(chunks) : undefined;
    const response = await handle(new Request(`http://localhost${req.url}`, { method: req.method, headers, body }));
    const outgoing = Object.fromEntries(response.headers) as Record<string, string | string[]>;
    const cookies = response.headers.getSetCookie();
    if (cookies.length) outgoing["set-cookie"] = cookies;
    res.writeHead(response.status, outgoing);
    res.end(Buffer.from(await response.arrayBuffer()));
  };
  return listen((req, res) => void serve(req, res).catch(() => res.writeHead(502).end()));
}

async function listen(serve: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

/**
 * The REST adapter behind a real HTTP listener on a loopback port, on Node's request and response as the web
 * app's Pages API route serves it; `transport: "web"` puts the fetch-typed entry (App Router routes) behind it.
 * `deps` may be a function, read on every request, for a file whose tests swap clients between blocks.
 */
export async function startRestServer(
  db: Database,
  clock?: Clock,
  deps?: AppDeps | (() => AppDeps),
  transport: "node" | "web" = "node",
): Promise<{ url: string; close(): Promise<void> }> {
  const fallback = depsFor(db, clock);
  const current = () => (typeof deps === "function" ? deps() : deps ? depsFor(db, clock, deps) : fallback);
  const { origin, close } =
    transport === "web"
      ? await serveOverHttp((request) => handleRestRequest(request, { deps: current() }))
      : await listen((req, res) => void handleRestNodeRequest(req, res, { deps: current() }));
  return { url: `${origin}/api`, close };
}

/** The MCP endpoint behind a real HTTP listener, as the web app mounts it at /api/mcp. */
export async function startMcpServer(db: Database, deps?: AppDeps): Promise<{ url: string; close(): Promise<void> }> {
  const resolved = depsFor(db, undefined, deps);
  const { origin, close } = await serveOverHttp((request) => handleMcpRequest(request, { deps: resolved }));
  return { url: `${origin}/api/mcp`, close };
}

/**
 * The app as an assistant meets it, on one loopback origin that is also the deps' public URL (the issuer and the
 * MCP resource): /.well-known/* (App Router in the web app), /api/oauth/* (the SDK's handlers, an Express app on
 * Node's request and response, as the Pages API route serves it) and /api/mcp.
 */
export async function startAssistantOrigin(db: Database, base?: AppDeps): Promise<{ origin: string; deps: AppDeps; close(): Promise<void> }> {
  const state: { deps?: AppDeps; oauth?: ReturnType<typeof oauthApp> } = {};
  const serveFetch = async (req: IncomingMessage, res: ServerResponse, handle: FetchHandler) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const body = chunks.length && req.method !== "GET" && req.method !== "HEAD" ? Buffer.concat(chunks) : undefined;
    const response = await handle(new Request(`http://localhost${req.url}`, { method: req.method, headers, body }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
  const { origin, close } = await listen((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const d = state.deps as AppDeps;
    if (path.startsWith("/.well-known/")) void serveFetch(req, res, (r) => Promise.resolve(answerWellKnown(r.method, path, d.config.appUrl))).catch(() => res.writeHead(502).end());
    else if (path === "/api/mcp") void serveFetch(req, res, (r) => handleMcpRequest(r, { deps: d })).catch(() => res.writeHead(502).end());
    else state.oauth?.(req, res);
  });
  const made = depsFor(db, undefined, base);
  const deps = (state.deps = { ...made, config: { ...made.config, appUrl: origin } });
  state.oauth = oauthApp({ db, clock: deps.clock, appUrl: origin, log: silentLogger });
  return { origin, deps, close };
}
