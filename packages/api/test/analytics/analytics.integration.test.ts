import { afterAll, describe, expect, it } from "vitest";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { DAY_MS, fixedClock } from "@understudy/services/clock";
import { connectTestDb, makeCaller, makeUserCtx, signedInUser } from "../support/helpers";
import { AnalyticsOverviewResponse, getAnalyticsOverview } from "@understudy/services/analytics";

const { db, close } = connectTestDb();
afterAll(close);

const NOW = new Date("2026-06-15T12:00:00Z");
const ago = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
const ahead = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

describe("analytics overview", () => {
  it("counts totals, attendance over due non-cancelled meetings, bot, summaries, trend and platforms (Pro)", async () => {
    const user = await createTestUser(db, { subscriptionPlan: "pro" });
    const ctx = makeUserCtx(db, user.id, { clock: fixedClock(NOW) });
    const make = (o: Parameters<typeof createTestMeeting>[2]) => createTestMeeting(db, user.id, o);
    // Due and attended.
    await make({ scheduledAt: ago(1), status: "completed", botAttended: true, summary: "Key points", platform: "zoom", createdAt: ago(1) });
    // Due, never completed.
    await make({ scheduledAt: ago(2), status: "scheduled", platform: "google_meet", createdAt: ago(2) });
    // Cancelled: out of the attendance denominator.
    await make({ scheduledAt: ago(3), status: "cancelled", platform: "teams", createdAt: ago(10) });
    // Not yet due.
    await make({ scheduledAt: ahead(2), status: "scheduled", platform: "zoom", createdAt: ago(3) });
    // Marked complete before its time: completed, but not one of the due meetings.
    await make({ scheduledAt: ahead(5), status: "completed", summary: "", platform: "other", createdAt: ago(20) });
    // Due, still running, bot attended, summarised; created exactly 7 days ago counts as the previous week.
    await make({ scheduledAt: ago(1), status: "in_progress", botAttended: true, summary: "Decisions", platform: "zoom", createdAt: ago(7) });

    const overview = await getAnalyticsOverview({ ctx });
    expect(AnalyticsOverviewResponse.parse(overview)).toEqual(overview);
    expect(overview).toEqual({
      total_meetings: 6,
      attendance_rate: 33.3,
      bot_attended_meetings: 2,
      summarized_meetings: 2,
      completed_meetings: 2,
      cancelled_meetings: 1,
      this_week_meetings: 3,
      previous_week_meetings: 2,
      week_trend: "up",
      platforms: { zoom: 3, google_meet: 1, teams: 1, other: 1 },
      locked: false,
      locked_detail: null,
    });
  });

  it("is all zeros and flat for a user without meetings, and ignores other users' meetings", async () => {
    const user = await createTestUser(db, { subscriptionPlan: "pro" });
    const other = await createTestUser(db);
    await createTestMeeting(db, other.id, { scheduledAt: ago(1), status: "completed", botAttended: true, summary: "x", createdAt: ago(1) });
    const overview = await getAnalyticsOverview({ ctx: makeUserCtx(db, user.id, { clock: fixedClock(NOW) }) });
    expect(overview).toEqual({
      total_meetings: 0,
      attendance_rate: 0,
      bot_attended_meetings: 0,
      summarized_meetings: 0,
      completed_meetings: 0,
      cancelled_meetings: 0,
      this_week_meetings: 0,
      previous_week_meetings: 0,
      week_trend: "flat",
      platforms: {},
      locked: false,
      locked_detail: null,
    });
  });

  it("gives the four cards' figures to every plan but withholds the platform breakdown unless Pro", async () => {
    const seed = async (overrides: Parameters<typeof createTestUser>[1]) => {
      const user = await createTestUser(db, overrides);
      await createTestMeeting(db, user.id, { scheduledAt: ago(1), status: "completed", botAttended: true, summary: "s", platform: "zoom", createdAt: ago(1) });
      await createTestMeeting(db, user.id, { scheduledAt: ago(2), status: "scheduled", platform: "teams", createdAt: ago(2) });
      return getAnalyticsOverview({ ctx: makeUserCtx(db, user.id, { clock: fixedClock(NOW) }) });
    };
    const cards = { total_meetings: 2, attendance_rate: 50, bot_attended_meetings: 1, summarized_meetings: 1, completed_meetings: 1, this_week_meetings: 2, week_trend: "up" };
    const trial = await seed({ trialEndsAt: ahead(5) });
    const ended = await seed({ trialEndsAt: ago(1) });
    const pro = await seed({ subscriptionPlan: "pro", trialEndsAt: ago(30) });
    for (const locked of [trial, ended]) {
      expect(AnalyticsOverviewResponse.parse(locked)).toEqual(locked);
      expect(locked).toMatchObject({ ...cards, platforms: null, locked: true });
      expect(locked.locked_detail).toMatch(/^Advanced analytics is part of the Pro plan\. Upgrade to the Pro plan \(\$29\.99\/month\)/);
    }
    expect(pro).toMatchObject({ ...cards, platforms: { zoom: 1, teams: 1 }, locked: false, locked_detail: null });
  });

  it("reports 100% when every due meeting was completed, and ignores meetings in the future", async () => {
    const user = await createTestUser(db);
    await createTestMeeting(db, user.id, { scheduledAt: ago(4), status: "completed", createdAt: ago(30) });
    await createTestMeeting(db, user.id, { scheduledAt: ago(5), status: "completed", createdAt: ago(30) });
    await createTestMeeting(db, user.id, { scheduledAt: ahead(1), status: "scheduled", createdAt: ago(30) });
    const overview = await getAnalyticsOverview({ ctx: makeUserCtx(db, user.id, { clock: fixedClock(NOW) }) });
    expect(overview.attendance_rate).toBe(100);
    expect(overview.completed_meetings).toBe(2);
    // Created more than two weeks ago: in neither week.
    expect([overview.this_week_meetings, overview.previous_week_meetings, overview.week_trend]).toEqual([0, 0, "flat"]);
  });

  it("trends down when fewer meetings were created this week than the week before, flat when equal", async () => {
    const down = await createTestUser(db);
    await createTestMeeting(db, down.id, { createdAt: ago(1) });
    await createTestMeeting(db, down.id, { createdAt: ago(8) });
    await createTestMeeting(db, down.id, { createdAt: ago(13) });
    const d = await getAnalyticsOverview({ ctx: makeUserCtx(db, down.id, { clock: fixedClock(NOW) }) });
    expect([d.this_week_meetings, d.previous_week_meetings, d.week_trend]).toEqual([1, 2, "down"]);

    const flat = await createTestUser(db);
    await createTestMeeting(db, flat.id, { createdAt: ago(6) });
    await createTestMeeting(db, flat.id, { createdAt: ago(9) });
    const f = await getAnalyticsOverview({ ctx: makeUserCtx(db, flat.id, { clock: fixedClock(NOW) }) });
    expect([f.this_week_meetings, f.previous_week_meetings, f.week_trend]).toEqual([1, 1, "flat"]);
  });

  it("follows the injected clock: the same meeting becomes due once its time has passed", async () => {
    const user = await createTestUser(db);
    const clock = fixedClock(NOW);
    const ctx = makeUserCtx(db, user.id, { clock });
    await createTestMeeting(db, user.id, { scheduledAt: ahead(1), status: "scheduled", createdAt: NOW });
    await createTestMeeting(db, user.id, { scheduledAt: ago(1), status: "completed", createdAt: NOW });
    expect((await getAnalyticsOverview({ ctx })).attendance_rate).toBe(100);
    clock.advance(2 * DAY_MS);
    expect((await getAnalyticsOverview({ ctx })).attendance_rate).toBe(50);
  });

  it("is served to signed-in users only", async () => {
    await expect((await makeCaller(db, null)).analytics.overview()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const { token } = await signedInUser(db);
    expect((await (await makeCaller(db, token)).analytics.overview()).total_meetings).toBe(0);
  });
});
