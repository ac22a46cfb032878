import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { Mailbox } from "./mailbox";
import { SmtpRefusal } from "./mailbox";

export interface RunningSmtpSink {
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL is set to. */
  url: string;
  port: number;
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 1024 * 1024;

/**
 * A local SMTP server that accepts every message into the sandbox mailbox (or refuses it when a mail fault
 * is armed). Plain SMTP on loopback: no TLS, any login or none, like a development mail catcher.
 */
export async function startSmtpSink(options: { mailbox: Mailbox; port?: number; hostname?: string; now: () => Date }): Promise<RunningSmtpSink> {
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: "sandbox" }),
    size: MAX_MESSAGE_BYTES,
    banner: "Understudy sandbox mail sink",
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error("Message exceeds the size limit"), { responseCode: 552 }));
          return;
        }
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        options.mailbox.receive(Buffer.concat(chunks), envelope, options.now()).then(
          (mail) => callback(null, `Message queued as ${mail.id}`),
          (error: unknown) => {
            const code = error instanceof SmtpRefusal ? error.responseCode : 451;
            callback(Object.assign(new Error(error instanceof Error ? error.message : String(error)), { responseCode: code }));
          },
        );
      });
    },
  });
  server.on("error", (error) => console.error("[sandbox] smtp error", error));
  const hostname = options.hostname ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, hostname, () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${hostname}:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
