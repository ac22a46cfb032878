import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestMeeting, createTestUser, connectTestDb } from "@understudy/db/test";
import { meetings, users } from "@understudy/db/schema";
import { preparedRows } from "./prepared";

const { db, close } = connectTestDb();
afterAll(() => close());

describe("preparedRows", () => {
  it("reads every kind of field as drizzle's own mapping does, nulls and a left join's missing row included", async () => {
    const user = await createTestUser(db, { name: "Ada" });
    const full = await createTestMeeting(db, user.id, {
      title: "Design review",
      description: "Agenda",
      durationMinutes: 45,
      meetingUrl: "https://zoom.us/j/1",
      platform: "zoom",
      botAttended: true,
      botCover: false,
      attendees: [{ email: "grace@example.com", name: "Grace", self: false, organizer: true, responseStatus: "accepted" }],
      scheduledAt: new Date("2031-03-04T05:06:07.089Z"),
    });
    const sparse = await createTestMeeting(db, user.id, { scheduledAt: new Date("2031-03-05T00:00:00Z") });
    const build = () =>
      db
        .select({
          id: meetings.id,
          title: meetings.title,
          description: meetings.description,
          scheduledAt: meetings.scheduledAt,
          durationMinutes: meetings.durationMinutes,
          platform: meetings.platform,
          botAttended: meetings.botAttended,
          botCover: meetings.botCover,
          attendees: meetings.attendees,
          createdAt: meetings.createdAt,
          owner: users.name,
          titleLength: sql<number>`length(${meetings.title})`.mapWith(Number),
          upper: sql<string>`upper(${meetings.title})`,
          later: sql<Date>`${meetings.scheduledAt} + interval '1 hour'`.mapWith(meetings.scheduledAt).as("later"),
        })
        .from(meetings)
        .leftJoin(users, sql`${users.id} = ${meetings.userId} and ${meetings.id} = ${full.id}`)
        .where(eq(meetings.userId, sql.placeholder("userId")))
        .orderBy(meetings.scheduledAt);

    const expected = await build().execute({ userId: user.id });
    const rows = await preparedRows<(typeof expected)[number]>(db, "test_prepared_rows", build).execute({ userId: user.id });

    expect(rows).toEqual(expected);
    expect(rows.map((r) => r.id)).toEqual([full.id, sparse.id]);
    expect(rows[0]).toMatchObject({ scheduledAt: new Date("2031-03-04T05:06:07.089Z"), botCover: false, owner: "Ada", titleLength: 13 });
    expect(rows[0]?.later).toEqual(new Date("2031-03-04T06:06:07.089Z"));
    expect(rows[1]).toMatchObject({ description: null, botCover: null, owner: null });
  });

  it("refuses a nested selection, which it cannot read from a flat row", () => {
    expect(() =>
      preparedRows(db, "test_prepared_nested", () => db.select({ id: meetings.id, owner: { name: users.name } }).from(meetings).innerJoin(users, eq(users.id, meetings.userId))),
    ).toThrow(/owner is not a column or an SQL expression/);
  });
});
