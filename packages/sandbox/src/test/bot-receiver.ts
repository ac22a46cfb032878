import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  headers: Record<string, string>;
  raw: string;
  body: { event: string; data: Record<string, unknown> };
}

/** A webhook endpoint on a loopback port that records every delivery (and can answer 500 on demand). */
export async function startReceiver(): Promise<{ url: string; received: ReceivedWebhook[]; failNext: (n: number) => void; close(): Promise<void> }> {
  const received: ReceivedWebhook[] = [];
  let failures = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (failures > 0) {
        failures--;
        res.writeHead(500).end();
        return;
      }
      const raw = Buffer.concat(chunks).toString("utf8");
      received.push({ headers: req.headers as Record<string, string>, raw, body: JSON.parse(raw) as ReceivedWebhook["body"] });
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    failNext: (n) => void (failures = n),
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** Independent Svix-style check, written from the reference rather than reusing the sandbox signer. */
export function validSignature(secret: string, hook: ReceivedWebhook): boolean {
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const expected = createHmac("sha256", key).update(`${hook.headers["webhook-id"]}.${hook.headers["webhook-timestamp"]}.${hook.raw}`).digest("base64");
  return (hook.headers["webhook-signature"] ?? "").split(" ").includes(`v1,${expected}`);
}

export async function waitFor(predicate: () => boolean, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error("timed out waiting for webhooks");
    await new Promise((r) => setTimeout(r, 20));
  }
}
