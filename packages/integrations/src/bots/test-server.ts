import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback HTTP server for the adapters' tests (a provider double, a webhook receiver) that hands
 * each request over with its whole body as text.
 */
export async function startTestServer(handle: (req: IncomingMessage, body: string, res: ServerResponse) => void): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => handle(req, Buffer.concat(chunks).toString("utf8"), res));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A request's headers as fetch's Headers, as a route handler would see them. */
export function fetchHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
  return headers;
}
