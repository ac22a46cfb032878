import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small round-robin reverse proxy, as a load balancer in front of the web instances: a backend that refuses
 * connections is skipped for a second and the request goes to the next one (it never reached the dead one,
 * as nginx's proxy_next_upstream does); a request whose backend dies while answering is a 502, counted as
 * in flight at the kill — the only failures a kill may cause.
 */
export interface Proxy {
  url: string;
  counts: { forwarded: number; retriedAfterRefusal: number; lostInFlight: number };
  close(): Promise<void>;
}

export async function startProxy(backends: number[], port = 0): Promise<Proxy> {
  const downUntil = new Map<number, number>();
  let next = 0;
  const counts = { forwarded: 0, retriedAfterRefusal: 0, lostInFlight: 0 };

  const pick = (exclude: Set<number>): number | undefined => {
    for (let i = 0; i < backends.length; i++) {
      const backend = backends[(next + i) % backends.length] as number;
      if (exclude.has(backend) || (downUntil.get(backend) ?? 0) > Date.now()) continue;
      next = (next + i + 1) % backends.length;
      return backend;
    }
    return backends.find((b) => !exclude.has(b));
  };

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer, tried: Set<number>) => {
    const backend = pick(tried);
    if (backend === undefined) {
      res.writeHead(502, { "content-type": "application/json" }).end(JSON.stringify({ detail: "No web instance is available" }));
      return;
    }
    tried.add(backend);
    counts.forwarded++;
    let answered = false;
    const upstream = httpRequest({ host: "127.0.0.1", port: backend, method: req.method, path: req.url, headers: { ...req.headers, "x-forwarded-for": req.socket.remoteAddress ?? "" } }, (response) => {
      answered = true;
      res.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(res);
      response.on("error", () => res.destroy());
    });
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      if (!answered && error.code === "ECONNREFUSED") {
        downUntil.set(backend, Date.now() + 1_000);
        counts.retriedAfterRefusal++;
        forward(req, res, body, tried);
        return;
      }
      counts.lostInFlight++;
      if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" }).end(JSON.stringify({ detail: "The web instance went away" }));
      else res.destroy();
    });
    upstream.end(body);
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => forward(req, res, Buffer.concat(chunks), new Set()));
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    counts,
    close: () =>
      new Promise((r) => {
        server.close(() => r());
        // Keep-alive and in-flight webhook connections would hold close() open.
        server.closeAllConnections();
      }),
  };
}
