import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import type { Hono } from "hono";
import { createSandboxApp, type SandboxAppOptions } from "./app";
import { Mailbox, startSmtpSink } from "./mail";

export const DEFAULT_SANDBOX_PORT = 4010;

export interface StartSandboxOptions {
  /** 0 picks a free port. Default 4010. */
  port?: number;
  /** Default `http://localhost:<actual port>`. */
  issuer?: string;
  /** Default 127.0.0.1. */
  hostname?: string;
  clock?: () => Date;
  bots?: SandboxAppOptions["bots"];
  /** The SMTP sink's port; 0 (the default) picks a free one, reported as `smtpUrl`. */
  smtpPort?: number;
}

export interface RunningSandbox {
  /** Base URL (the issuer with any trailing slash removed). */
  url: string;
  issuer: string;
  port: number;
  /** `smtp://127.0.0.1:<port>`: the mail sink; what it received is at GET /__sandbox/mail/messages. */
  smtpUrl: string;
  app: Hono;
  close(): Promise<void>;
}

/** Starts the sandbox in-process. With `port: 0` the issuer is built from the port actually bound. */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const hostname = options.hostname ?? "127.0.0.1";
  let app: Hono | undefined;
  const server = createAdaptorServer({
    fetch: (request, env) => (app ? app.fetch(request, env) : new Response("Sandbox starting", { status: 503 })),
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? DEFAULT_SANDBOX_PORT, hostname, () => {
      server.off("error", reject);
      resolve();
    });
  });

  const port = (server.address() as AddressInfo).port;
  const issuer = options.issuer ?? `http://localhost:${port}`;
  const mailbox = new Mailbox();
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  try {
    app = createSandboxApp({ issuer, mailbox, ...(options.clock ? { clock: options.clock } : {}), ...(options.bots ? { bots: options.bots } : {}) });
    smtp = await startSmtpSink({ mailbox, port: options.smtpPort ?? 0, hostname, now: options.clock ?? (() => new Date()) });
  } catch (error) {
    server.close();
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    url: issuer.replace(/\/+$/, ""),
    issuer,
    port,
    smtpUrl: smtp.url,
    app,
    close: () =>
      (closing ??= Promise.all([
        smtp.close(),
        new Promise<void>((resolve, reject) => {
          server.close((error) => (error ? reject(error) : resolve()));
          if ("closeIdleConnections" in server) server.closeIdleConnections();
        }),
      ]).then(() => undefined)),
  };
}
