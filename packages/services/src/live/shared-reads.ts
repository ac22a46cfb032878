import type { Executor } from "@understudy/db";
import { meetingChannel } from "../bots/events/notify";
import { readEventsAfter, type LiveEvent } from "./events";
import type { LiveEventHub, Unsubscribe } from "./hub";

/** The reads of one meeting's events in this process, shared by its viewers. */
export interface MeetingEventReads {
  /** The owner's stored events after `after`, at most `limit`: the same answer as `readEventsAfter`. */
  read(after: number, limit: number): Promise<LiveEvent[]>;
  leave(): Promise<void>;
}

interface InFlight {
  after: number;
  limit: number;
  /** The meeting's notices this process had received when the read started. */
  notices: number;
  rows: Promise<LiveEvent[]>;
}

interface Tail {
  notices: number;
  inFlight: InFlight | null;
  viewers: number;
  subscription: Promise<Unsubscribe>;
}

const tailsByHub = new WeakMap<LiveEventHub, Map<string, Tail>>();

/**
 * Every viewer of a meeting wakes on the same notice and asks for the events after the same `seq`: 50 viewers
 * made 50 identical reads per transcript line (decision 021). Here a viewer whose read is already running for
 * another viewer waits for that one instead, when it is sure to hold what the viewer was woken for: the running
 * read started after every notice the viewer has seen (so after those events were committed), from no later a
 * `seq`, and it was not cut short by its page size. Otherwise the viewer reads for itself, as before.
 */
export function joinMeetingEventReads(hub: LiveEventHub, db: Executor, userId: string, meetingId: string): MeetingEventReads {
  return joinSharedReads(hub, `${userId}:${meetingId}`, meetingChannel(meetingId), (after, limit) => readEventsAfter(db, userId, meetingId, after, limit));
}

/** The sharing itself, over any read of events after a `seq` announced on `channel` (the unit tests' seam). */
export function joinSharedReads(hub: LiveEventHub, key: string, channel: string, readAfter: (after: number, limit: number) => Promise<LiveEvent[]>): MeetingEventReads {
  let tails = tailsByHub.get(hub);
  if (!tails) tailsByHub.set(hub, (tails = new Map<string, Tail>()));
  let tail = tails.get(key);
  if (!tail) {
    const created: Tail = { notices: 0, inFlight: null, viewers: 0, subscription: Promise.resolve(async () => {}) };
    const count = () => void created.notices++;
    created.subscription = hub.subscribe(channel, count, count);
    tails.set(key, created);
    tail = created;
  }
  const mine = tail;
  mine.viewers++;
  let left = false;

  return {
    async read(after, limit) {
      const seen = mine.notices;
      const running = mine.inFlight;
      if (running && running.notices >= seen && running.after <= after && running.limit >= limit) {
        const rows = await running.rows;
        if (rows.length < running.limit) return rows.filter((e) => e.id > after).slice(0, limit);
      }
      const started: InFlight = { after, limit, notices: mine.notices, rows: readAfter(after, limit) };
      mine.inFlight = started;
      try {
        return await started.rows;
      } finally {
        if (mine.inFlight === started) mine.inFlight = null;
      }
    },
    async leave() {
      if (left) return;
      left = true;
      mine.viewers--;
      if (mine.viewers > 0 || tails.get(key) !== mine) return;
      tails.delete(key);
      await (await mine.subscription)();
    },
  };
}
