import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { notifications } from "@understudy/db/schema";
import { announceJob } from "../bots/stand-in/announce.job";
import { connectTestDb } from "../../testing/helpers";
import { liveMeeting } from "../../testing/live";

const { db, close } = connectTestDb();
afterAll(close);

describe("the stand-in starts covering", () => {
  it("tells the owner once, with a link to the live room, when the announcement went out", async () => {
    const m = await liveMeeting(db, null);
    await m.status(0, "joining_call");
    await m.status(5, "in_call_recording");
    await m.say(20, "Morning everyone");
    await m.jobs.work([announceJob], m.deps);
    expect(await db.select().from(notifications).where(eq(notifications.userId, m.user.id))).toEqual([]);

    // Past the owner's grace: the stand-in announces itself, and only then is the owner told.
    await m.say(320, "Let's start without Ada");
    await m.say(330, "Ada, are you there?");
    await m.jobs.work([announceJob], m.deps);
    await m.jobs.work([announceJob], m.deps);
    const told = await db.select().from(notifications).where(eq(notifications.userId, m.user.id));
    expect(told).toEqual([expect.objectContaining({ kind: "stand_in_live", title: "Your stand-in is covering Weekly sync", href: `/meetings/${m.meeting.id}/live` })]);
    expect(m.provider.bots.get(m.botId)?.chat).toEqual([expect.stringContaining("opt out")]);
  });
});
