import { afterAll, describe, expect, it } from "vitest";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { DAY_MS, fixedClock } from "@understudy/services/clock";
import { connectTestDb, makeCaller, makeUserCtx, signedInUser } from "../support/helpers";
import { AnalyticsWeeklyResponse, getAnalyticsWeekly, isoWeekStart } from "@understudy/services/analytics";

const { db, close } = connectTestDb();
afterAll(close);

// A Wednesday: its ISO week starts on Monday 2026-06-15.
const NOW = new Date("2026-06-17T12:00:00Z");
const at = (iso: string) => new Date(iso);

describe("isoWeekStart", () => {
  it("is the Monday 00:00 UTC of the week, Sunday belonging to the week before", () => {
    expect(isoWeekStart(at("2026-06-17T12:00:00Z")).toISOString()).toBe("2026-06-15T00:00:00.000Z");
    expect(isoWeekStart(at("2026-06-15T00:00:00Z")).toISOString()).toBe("2026-06-15T00:00:00.000Z");
    expect(isoWeekStart(at("2026-06-14T23:59:59Z")).toISOString()).toBe("2026-06-08T00:00:00.000Z");
    expect(isoWeekStart(at("2026-01-01T08:00:00Z")).toISOString()).toBe("2025-12-29T00:00:00.000Z");
  });
});

describe("analytics weekly", () => {
  it("lists the last 8 ISO weeks oldest first with meetings and completed counts, zeros included", async () => {
    const user = await createTestUser(db, { subscriptionPlan: "pro" });
    const other = await createTestUser(db);
    const make = (scheduledAt: string, status: "scheduled" | "completed" | "cancelled" = "scheduled") =>
      createTestMeeting(db, user.id, { scheduledAt: at(scheduledAt), status });
    await make("2026-06-15T00:00:00Z", "completed"); // current week, first instant
    await make("2026-06-21T23:59:59Z"); // current week, last instant (in the future)
    await make("2026-06-14T23:59:59Z", "completed"); // previous week's Sunday
    await make("2026-06-09T10:00:00Z", "cancelled");
    await make("2026-04-27T09:00:00Z", "completed"); // first of the 8 weeks
    await make("2026-04-26T09:00:00Z", "completed"); // one week too old
    await make("2026-06-22T00:00:00Z"); // next week
    await createTestMeeting(db, other.id, { scheduledAt: at("2026-06-16T09:00:00Z"), status: "completed" });

    const weekly = await getAnalyticsWeekly({ ctx: makeUserCtx(db, user.id, { clock: fixedClock(NOW) }) });
    expect(AnalyticsWeeklyResponse.parse(weekly)).toEqual(weekly);
    expect(weekly.weeks).toEqual([
      { week_start: "2026-04-27T00:00:00.000Z", meetings: 1, completed: 1 },
      { week_start: "2026-05-04T00:00:00.000Z", meetings: 0, completed: 0 },
      { week_start: "2026-05-11T00:00:00.000Z", meetings: 0, completed: 0 },
      { week_start: "2026-05-18T00:00:00.000Z", meetings: 0, completed: 0 },
      { week_start: "2026-05-25T00:00:00.000Z", meetings: 0, completed: 0 },
      { week_start: "2026-06-01T00:00:00.000Z", meetings: 0, completed: 0 },
      { week_start: "2026-06-08T00:00:00.000Z", meetings: 2, completed: 1 },
      { week_start: "2026-06-15T00:00:00.000Z", meetings: 2, completed: 1 },
    ]);
  });

  it("is 8 empty weeks for a user without meetings and moves with the clock", async () => {
    const user = await createTestUser(db, { subscriptionPlan: "pro" });
    const clock = fixedClock(NOW);
    const ctx = makeUserCtx(db, user.id, { clock });
    const empty = await getAnalyticsWeekly({ ctx });
    expect(empty.weeks).toHaveLength(8);
    expect(empty.weeks.every((w) => w.meetings === 0 && w.completed === 0)).toBe(true);

    await createTestMeeting(db, user.id, { scheduledAt: at("2026-06-16T09:00:00Z") });
    clock.advance(7 * DAY_MS);
    const later = await getAnalyticsWeekly({ ctx });
    expect(later.weeks.at(-1)).toEqual({ week_start: "2026-06-22T00:00:00.000Z", meetings: 0, completed: 0 });
    expect(later.weeks.at(-2)).toEqual({ week_start: "2026-06-15T00:00:00.000Z", meetings: 1, completed: 0 });
  });

  it("is advanced analytics: Pro only; trial and ended-trial users get FORBIDDEN naming the Pro plan", async () => {
    await expect((await makeCaller(db, null)).analytics.weekly()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const { token } = await signedInUser(db, { subscriptionPlan: "pro" });
    expect((await (await makeCaller(db, token)).analytics.weekly()).weeks).toHaveLength(8);
    for (const trialEndsAt of [new Date(Date.now() + 5 * DAY_MS), new Date(Date.now() - DAY_MS)]) {
      const { token: free } = await signedInUser(db, { trialEndsAt });
      await expect((await makeCaller(db, free)).analytics.weekly()).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: expect.stringMatching(/^Advanced analytics is part of the Pro plan/),
      });
    }
  });
});
