import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseMailbox } from "./env";
import { MailDeliveryError } from "./errors";
import { createSmtpTransport } from "./smtp-transport";

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
});

interface Received {
  envelope_from: string;
  envelope_to: string[];
  message_id: string;
  from: { name: string | null; address: string }[];
  to: { name: string | null; address: string }[];
  reply_to: { name: string | null; address: string }[];
  subject: string;
  text: string;
  headers: Record<string, string>;
}
const inbox = async (to?: string) =>
  ((await (await fetch(`${sandbox.url}/__sandbox/mail/messages${to ? `?to=${encodeURIComponent(to)}` : ""}`)).json()) as { data: Received[] }).data;
const arm = (fault: string) =>
  fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ mail: { [fault]: true } }) });

const mail = {
  from: { name: "Understudy", address: "no-reply@understudy.app" },
  to: [{ address: "support@understudy.app" }],
  replyTo: { name: "Zoë \"Z\" O'Brien, PhD", address: "zoe@example.com" },
  subject: "Bot did not join — ünïcode subject",
  text: `Line one\nA very long line ${"x".repeat(200)}\nÜmlauts and emoji 🎉`,
  messageId: "<support-42@understudy.app>",
  headers: { "X-Understudy-Request-Id": "42" },
};

describe("SMTP transport against the sandbox's mail sink", () => {
  it("delivers a message the sink reads back: addresses, reply-to, subject, text, Message-ID and headers intact", async () => {
    const transport = createSmtpTransport({ url: sandbox.smtpUrl });
    expect(await transport.send(mail)).toEqual({ messageId: "<support-42@understudy.app>" });
    const [received, ...more] = await inbox("SUPPORT@understudy.app");
    expect(more).toEqual([]);
    expect(received).toMatchObject({
      envelope_from: "no-reply@understudy.app",
      envelope_to: ["support@understudy.app"],
      message_id: "<support-42@understudy.app>",
      from: [{ name: "Understudy", address: "no-reply@understudy.app" }],
      to: [{ address: "support@understudy.app" }],
      reply_to: [{ name: "Zoë \"Z\" O'Brien, PhD", address: "zoe@example.com" }],
      subject: mail.subject,
    });
    expect(received?.text.trim()).toBe(mail.text);
    expect(received?.headers["x-understudy-request-id"]).toBe("42");
    expect(await inbox("someone-else@example.com")).toEqual([]);
  });

  it("reports a 451 as temporary and a 550 as permanent, and nothing is kept", async () => {
    const transport = createSmtpTransport({ url: sandbox.smtpUrl });
    await arm("tempfail");
    const temporary = await transport.send(mail).catch((error: unknown) => error);
    expect(temporary).toBeInstanceOf(MailDeliveryError);
    expect(temporary).toMatchObject({ permanent: false, message: expect.stringContaining("451") });
    await arm("reject");
    expect(await transport.send(mail).catch((error: unknown) => error)).toMatchObject({ permanent: true, message: expect.stringContaining("550") });
    expect(await inbox()).toEqual([]);
    await transport.send(mail);
    expect(await inbox()).toHaveLength(1);
  });

  it("fails as temporary, within its timeout, when nothing listens or the server never answers", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await createSmtpTransport({ url: `smtp://127.0.0.1:${port}` }).send(mail).catch((error: unknown) => error)).toMatchObject({ name: "MailDeliveryError", permanent: false });

    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const url = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      expect(await createSmtpTransport({ url, timeoutMs: 1000 }).send(mail).catch((error: unknown) => error)).toMatchObject({ name: "MailDeliveryError", permanent: false });
    } finally {
      silent.close();
    }
  });
});

describe("parseMailbox", () => {
  it("reads `Name <address>` and a bare address", () => {
    expect(parseMailbox("Understudy <no-reply@understudy.app>")).toEqual({ name: "Understudy", address: "no-reply@understudy.app" });
    expect(parseMailbox('"Support, Team" <help@example.com>')).toEqual({ name: "Support, Team", address: "help@example.com" });
    expect(parseMailbox(" help@example.com ")).toEqual({ name: null, address: "help@example.com" });
  });
});
