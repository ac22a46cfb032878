import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "@understudy/db/test";
import { testDeps } from "../../testing/deps";
import { connectTestDb, makeUserCtx } from "../../testing/helpers";
import { liveMeeting } from "../../testing/live";
import { NotFoundError } from "../errors";
import { createLiveEventHub, type LiveEventHub } from "./hub";
import { openLiveStream, type LiveMessage } from "./stream";
import { getLiveSnapshot } from "./snapshot";

/**
 * The live stream against the real webhook receiver and LISTEN/NOTIFY (PGlite's wire server or PostgreSQL):
 * what a browser sees when it drops and reconnects with Last-Event-ID while the meeting goes on.
 */
const { db, close } = connectTestDb();
let hub: LiveEventHub;
beforeAll(() => {
  hub = createLiveEventHub(process.env.DATABASE_URL ?? "");
});
afterAll(async () => {
  await hub.close();
  await close();
});

/** Reads a stream in the background, as the SSE transport does, until aborted. */
function reader(stream: AsyncIterable<LiveMessage>) {
  const got: LiveMessage[] = [];
  const done = (async () => {
    for await (const m of stream) got.push(m);
  })();
  return { got, done };
}

async function until(check: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

const lines = (got: LiveMessage[]) => got.flatMap((m) => ("event" in m && m.event === "line" ? [m] : []));
const lastId = (got: LiveMessage[]) => Math.max(0, ...got.flatMap((m) => ("id" in m ? [m.id] : [])));

describe("the live stream of a meeting", () => {
  it("follows the meeting as events are stored, and a reconnect from Last-Event-ID loses no line and repeats none", async () => {
    const m = await liveMeeting(db, hub);
    await m.status(0, "joining_call");
    await m.status(5, "in_call_recording");
    await m.say(10, "Before anyone watched");

    const first = new AbortController();
    const a = reader(await openLiveStream({ ctx: m.userCtx, meetingId: m.meeting.id, lastEventId: 0, signal: first.signal }));
    await until(() => lines(a.got).length === 1);
    expect(a.got[0]).toMatchObject({ event: "state", data: { meeting: { title: "Weekly sync" }, bot: { in_call: true } } });
    await m.join(12);
    for (let i = 0; i < 5; i++) await m.say(20 + i, `live line ${i}`);
    await until(() => lines(a.got).length === 6);
    // Ben's arrival is an event with its id, followed by the room's state with Ben in it.
    expect(a.got.some((g) => "event" in g && g.event === "state" && g.data.participants.some((p) => p.name === "Ben Okafor" && p.present))).toBe(true);
    first.abort();
    await a.done;
    const resumeFrom = lastId(a.got);

    // Lines said while the phone was in a tunnel, then more once it is back.
    for (let i = 0; i < 5; i++) await m.say(40 + i, `missed line ${i}`);
    const second = new AbortController();
    const b = reader(await openLiveStream({ ctx: m.userCtx, meetingId: m.meeting.id, lastEventId: resumeFrom, signal: second.signal }));
    for (let i = 0; i < 3; i++) await m.say(60 + i, `after reconnect ${i}`);
    await until(() => lines(b.got).length === 8);
    // A provider's late re-delivery of an old line under a new event id is stored as an event, and the stream
    // moves past it; the line itself is the one already shown (the page keys lines by their seq).
    await m.say(40, "missed line 0");
    await m.say(70, "one more");
    await until(() => lines(b.got).length === 10);
    second.abort();
    await b.done;

    const seen = [...lines(a.got), ...lines(b.got)];
    expect(seen.map((l) => l.data.line?.text)).toEqual([
      "Before anyone watched",
      ...[0, 1, 2, 3, 4].map((i) => `live line ${i}`),
      ...[0, 1, 2, 3, 4].map((i) => `missed line ${i}`),
      ...[0, 1, 2].map((i) => `after reconnect ${i}`),
      "missed line 0",
      "one more",
    ]);
    const ids = seen.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    expect(seen.map((l) => l.data.line?.speaker)).toEqual(Array(seen.length).fill("Ben Okafor"));

    // The snapshot (first paint) agrees with the stream.
    const snapshot = await getLiveSnapshot({ ctx: m.userCtx, input: { id: m.meeting.id } });
    expect(snapshot.transcript).toHaveLength(15);
    expect(snapshot.last_event_id).toBe(lastId(b.got));
  }, 30_000);

  it("is NOT_FOUND for another user's meeting, before anything is streamed", async () => {
    const m = await liveMeeting(db, hub);
    const other = await createTestUser(db, { email: `eve-${randomUUID()}@understudy.test` });
    const ctx = makeUserCtx(db, other.id, { deps: testDeps(db, { liveEvents: hub }) });
    await expect(openLiveStream({ ctx, meetingId: m.meeting.id, lastEventId: 0, signal: new AbortController().signal })).rejects.toBeInstanceOf(NotFoundError);
    await expect(openLiveStream({ ctx, meetingId: "not-a-uuid", lastEventId: 0, signal: new AbortController().signal })).rejects.toBeInstanceOf(NotFoundError);
    await expect(getLiveSnapshot({ ctx, input: { id: m.meeting.id } })).rejects.toBeInstanceOf(NotFoundError);
  });

  it("shares one LISTEN among the viewers of a meeting, each getting every line", async () => {
    const m = await liveMeeting(db, hub);
    await m.status(0, "in_call_recording");
    const aborts = [0, 1, 2].map(() => new AbortController());
    const readers = await Promise.all(aborts.map(async (c) => reader(await openLiveStream({ ctx: m.userCtx, meetingId: m.meeting.id, lastEventId: 0, signal: c.signal }))));
    for (let i = 0; i < 3; i++) await m.say(10 + i, `line ${i}`);
    await until(() => readers.every((r) => lines(r.got).length === 3));
    for (const c of aborts) c.abort();
    await Promise.all(readers.map((r) => r.done));
    for (const r of readers) expect(lines(r.got).map((l) => l.data.line?.text)).toEqual(["line 0", "line 1", "line 2"]);
  });
});
