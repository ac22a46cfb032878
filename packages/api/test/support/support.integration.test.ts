import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { ZodError } from "zod";
import { supportRequests } from "@understudy/db/schema";
import { createTestUser } from "@understudy/db/test";
import { FakeMail } from "@understudy/integrations/mail";
import { DAY_MS, fixedClock } from "@understudy/services/clock";
import { silentLogger } from "@understudy/services/logger";
import { connectTestDb, makeCaller, makeUserCtx, signedInUser } from "./helpers";
import { listSupportRequests, retryUndeliveredSupportRequests, submitSupportRequest, SUPPORT_HOURLY_LIMIT, SUPPORT_RETRY_WINDOW_MS, type SupportMailer } from "@understudy/services/support";
import { testDeps } from "@understudy/services/testing/deps";

const { db, close } = connectTestDb();
afterAll(close);

const NOW = new Date("2026-06-15T12:00:00Z");
const mailerWith = (transport = new FakeMail()): SupportMailer & { transport: FakeMail } => ({
  transport,
  supportAddress: "support@understudy.test",
  from: { name: "Understudy", address: "no-reply@understudy.test" },
});
const input = { subject: "Bot did not join my 10am", message: "The stand-in bot never showed up in the Zoom call at 10." };
const systemCtx = (clock = fixedClock(NOW)) => ({ db, clock, log: silentLogger, actor: { type: "system" as const }, deps: testDeps(db) });
const rowsOf = (userId: string) => db.select().from(supportRequests).where(eq(supportRequests.userId, userId)).orderBy(supportRequests.createdAt);

async function proUser() {
  return createTestUser(db, { subscriptionPlan: "pro", name: "Zoë O'Brien" });
}

describe("submitSupportRequest", () => {
  it("stores the request, then mails it to the support address with the user as Reply-To", async () => {
    const user = await proUser();
    const mailer = mailerWith();
    const receipt = await submitSupportRequest({ ctx: makeUserCtx(db, user.id, { clock: fixedClock(NOW) }), input, mailer });
    expect(receipt).toEqual({ id: expect.any(String), delivered: true, message: `Your message was sent to our support team. We'll reply to ${user.email} within 24 to 48 hours.` });

    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ id: receipt.id, subject: input.subject, message: input.message, deliveredAt: NOW, deliveryError: null, createdAt: NOW });
    expect(mailer.transport.sent).toHaveLength(1);
    const [mail] = mailer.transport.sent;
    expect(mail).toMatchObject({
      from: { name: "Understudy", address: "no-reply@understudy.test" },
      to: [{ address: "support@understudy.test" }],
      replyTo: { name: "Zoë O'Brien", address: user.email },
      subject: `[Pro support] ${input.subject}`,
      messageId: `<support-${receipt.id}@understudy.test>`,
      headers: { "X-Understudy-Support-Request": receipt.id },
    });
    expect(mail?.text).toContain(input.message);
    expect(mail?.text).toContain(`User id: ${user.id}`);
    expect(await listSupportRequests({ ctx: makeUserCtx(db, user.id) })).toEqual({
      requests: [{ id: receipt.id, subject: input.subject, created_at: NOW.toISOString(), status: "delivered", delivered_at: NOW.toISOString() }],
    });
  });

  it("refuses trial and ended-trial users with 403 naming the Pro plan, and stores nothing", async () => {
    const mailer = mailerWith();
    for (const trialEndsAt of [new Date(NOW.getTime() + 5 * DAY_MS), new Date(NOW.getTime() - DAY_MS)]) {
      const user = await createTestUser(db, { trialEndsAt });
      await expect(submitSupportRequest({ ctx: makeUserCtx(db, user.id, { clock: fixedClock(NOW) }), input, mailer })).rejects.toMatchObject({
        code: "SUBSCRIPTION_REQUIRED",
        message: expect.stringMatching(/^Email support is part of the Pro plan\. Upgrade to the Pro plan \(\$29\.99\/month\)/),
      });
      expect(await rowsOf(user.id)).toEqual([]);
    }
    expect(mailer.transport.sent).toEqual([]);
  });

  it("keeps a request whose delivery failed, and the retry job sends it once", async () => {
    const user = await proUser();
    const mailer = mailerWith();
    mailer.transport.failNext = 1;
    const receipt = await submitSupportRequest({ ctx: makeUserCtx(db, user.id, { clock: fixedClock(NOW) }), input, mailer });
    expect(receipt.delivered).toBe(false);
    expect(receipt.message).toMatch(/^We received your message and will pass it to our support team shortly\./);
    expect((await rowsOf(user.id))[0]).toMatchObject({ deliveredAt: null, deliveryError: expect.stringContaining("451") });
    expect((await listSupportRequests({ ctx: makeUserCtx(db, user.id) })).requests[0]?.status).toBe("pending");

    // Not within the first minute: the request path's own attempt may still be in flight.
    await retryUndeliveredSupportRequests({ ctx: systemCtx(fixedClock(new Date(NOW.getTime() + 30_000))), mailer });
    expect(mailer.transport.sent.filter((m) => m.headers?.["X-Understudy-Support-Request"] === receipt.id)).toEqual([]);

    const later = new Date(NOW.getTime() + 5 * 60_000);
    await retryUndeliveredSupportRequests({ ctx: systemCtx(fixedClock(later)), mailer });
    await retryUndeliveredSupportRequests({ ctx: systemCtx(fixedClock(later)), mailer });
    expect(mailer.transport.sent.filter((m) => m.headers?.["X-Understudy-Support-Request"] === receipt.id)).toHaveLength(1);
    expect((await rowsOf(user.id))[0]).toMatchObject({ deliveredAt: later, deliveryError: null });
  });

  it("stores the request when mail is not configured, for the retry job to send once it is", async () => {
    const user = await proUser();
    const receipt = await submitSupportRequest({ ctx: makeUserCtx(db, user.id, { clock: fixedClock(NOW) }), input, mailer: null });
    expect(receipt.delivered).toBe(false);
    expect((await rowsOf(user.id))[0]).toMatchObject({ deliveredAt: null, deliveryError: "Mail is not configured on this server" });
  });

  it("gives up retrying after a week, keeping the request and its last error", async () => {
    const user = await proUser();
    const [old] = await db
      .insert(supportRequests)
      .values({ userId: user.id, subject: "Old", message: "A request from long ago", createdAt: new Date(NOW.getTime() - SUPPORT_RETRY_WINDOW_MS - 60_000), deliveryError: "451" })
      .returning();
    const mailer = mailerWith();
    await retryUndeliveredSupportRequests({ ctx: systemCtx(), mailer });
    expect(mailer.transport.sent.filter((m) => m.headers?.["X-Understudy-Support-Request"] === old?.id)).toEqual([]);
    expect((await db.select().from(supportRequests).where(inArray(supportRequests.id, [old?.id ?? ""])))[0]).toMatchObject({ deliveredAt: null, deliveryError: "451" });
  });

  it(`allows ${SUPPORT_HOURLY_LIMIT} requests an hour, then 429 with the seconds to wait`, async () => {
    const user = await proUser();
    const clock = fixedClock(NOW);
    const ctx = makeUserCtx(db, user.id, { clock });
    const mailer = mailerWith();
    for (let i = 0; i < SUPPORT_HOURLY_LIMIT; i += 1) {
      await submitSupportRequest({ ctx, input, mailer });
      clock.advance(60_000);
    }
    await expect(submitSupportRequest({ ctx, input, mailer })).rejects.toMatchObject({ code: "LIMIT_EXCEEDED", retryAfterSeconds: 3600 - 5 * 60 });
    expect(await rowsOf(user.id)).toHaveLength(SUPPORT_HOURLY_LIMIT);
    clock.advance(3600_000 - 5 * 60_000 + 1000);
    await expect(submitSupportRequest({ ctx, input, mailer })).resolves.toMatchObject({ delivered: true });
  });
});

describe("support router", () => {
  it("validates the subject and message: lengths, one-line subject, no NUL; nothing stored", async () => {
    const { user, token } = await signedInUser(db, { subscriptionPlan: "pro" });
    const caller = await makeCaller(db, token);
    const refused = async (bad: object, field: string) => {
      const error = await caller.support.send({ ...input, ...bad }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: "BAD_REQUEST" });
      expect((error as { cause: ZodError }).cause.issues.map((i) => i.path)).toEqual([[field]]);
    };
    await refused({ subject: "  a " }, "subject");
    await refused({ subject: "x".repeat(151) }, "subject");
    await refused({ subject: "Help\r\nBcc: everyone@example.com" }, "subject");
    await refused({ message: "too short" }, "message");
    await refused({ message: "x".repeat(5001) }, "message");
    await refused({ message: "Nul \u0000 inside this message" }, "message");
    await refused({ message: undefined }, "message");
    expect(await rowsOf(user.id)).toEqual([]);
    expect((await caller.support.requests()).requests).toEqual([]);
  });

  it("answers FORBIDDEN naming the plan to a trial user, UNAUTHORIZED to nobody", async () => {
    const { token } = await signedInUser(db);
    await expect((await makeCaller(db, token)).support.send(input)).rejects.toMatchObject({ code: "FORBIDDEN", message: expect.stringMatching(/^Email support is part of the Pro plan/) });
    await expect((await makeCaller(db, null)).support.send(input)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect((await makeCaller(db, null)).support.requests()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
