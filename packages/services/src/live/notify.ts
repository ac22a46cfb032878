import { sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { meetingChannel } from "../bots/events/notify";

/** Live-room changes that are not provider events (an avatar turn, a catch-up fold, a pause): no `seq`, so the stream re-sends its state. */
export type LiveChange = "avatar" | "catch_up" | "controls";

/** Raised after the change is written (at commit inside a transaction); a lost one only delays the state to the next event. */
export async function notifyLiveChange(db: Executor, meetingId: string, change: LiveChange): Promise<void> {
  await db.execute(sql`select pg_notify(${meetingChannel(meetingId)}, ${JSON.stringify({ change })})`);
}
