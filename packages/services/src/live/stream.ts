import type { UserContext } from "../context";
import { configured } from "../deps";
import { meetingChannel } from "../bots/events/notify";
import { getOwnedMeetingOrThrow } from "../meetings/internal";
import type { LiveEvent } from "./events";
import { joinMeetingEventReads } from "./shared-reads";
import { readLiveState } from "./state";
import type { LiveState } from "./schemas";
import type { AvatarDraftResponse } from "../avatar/drafts/schemas";

/** What the SSE transport writes: an event (with the stored event's `seq` as its id when it has one), or a comment. */
export type LiveMessage =
  | { event: "state"; data: LiveState }
  | { event: "line"; id: number; data: LiveEvent & { kind: "transcript" } }
  | { event: "event"; id: number; data: LiveEvent }
  | { event: "avatar_draft"; data: AvatarDraftResponse }
  | { comment: string };

/** Stored events read per query while catching up (a 1,000-line meeting replays in a few reads). */
const PAGE = 500;
export const HEARTBEAT_MS = 15_000;

/**
 * Opens the live stream of one of the owner's meetings. Ownership is checked here, before anything is sent,
 * so the transport can still answer 404 as JSON; the returned iterable then runs until `signal` aborts.
 *
 * Order of work, so that no line is lost or sent twice: LISTEN first, then read every stored event after
 * `lastEventId` (0 = from the start), and on each notice read again after the last `seq` sent. A notice that
 * arrives while a read is running only marks the stream dirty, and the next read is always "after what was
 * sent", so duplicates and notices lost in a reconnect (the hub's `onListen`) cost nothing. The viewers of a
 * meeting in this process share those reads when that loses nothing (shared-reads.ts).
 */
export async function openLiveStream({ ctx, meetingId, lastEventId, signal }: { ctx: UserContext; meetingId: string; lastEventId: number; signal: AbortSignal }): Promise<AsyncIterable<LiveMessage>> {
  const hub = configured(ctx.deps.liveEvents, "The live room is not available on this server");
  const userId = ctx.actor.userId;
  const meeting = await getOwnedMeetingOrThrow(ctx.db, userId, meetingId);
  // Set by notices while the stream is busy: an object, so each check reads the current value.
  // A function, not the property: the viewer can leave at any await.
  const aborted = () => signal.aborted;
  const dirty: { events: boolean; state: boolean } = { events: true, state: true };
  let wake: (() => void) | null = null;
  // Each draft is sent as an `avatar_draft` message when this connection first sees it and at each change of
  // state; a reconnect sends the ones in `state` again (no id: the state carries them anyway).
  const draftsSent = new Map<string, string>();
  function* draftChanges(state: LiveState): Generator<LiveMessage> {
    for (const d of state.avatar_drafts) {
      const mark = `${d.state}:${d.spoken_at ?? ""}`;
      if (draftsSent.get(d.id) === mark) continue;
      draftsSent.set(d.id, mark);
      yield { event: "avatar_draft", data: d };
    }
  }
  const stateMessages = async function* (): AsyncGenerator<LiveMessage> {
    const state = await readLiveState(ctx.db, userId, meeting);
    yield { event: "state", data: state };
    yield* draftChanges(state);
  };
  const poke = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  // Subscribed when the transport starts reading, so a stream that is never read holds no LISTEN.
  async function* messages(): AsyncGenerator<LiveMessage> {
    const unsubscribe = await hub.subscribe(
      meetingChannel(meeting.id),
      (payload) => {
        if (isChange(payload)) dirty.state = true;
        else dirty.events = true;
        poke();
      },
      () => {
        dirty.events = true;
        dirty.state = true;
        poke();
      },
    );
    const reads = joinMeetingEventReads(hub, ctx.db, userId, meeting.id);
    signal.addEventListener("abort", poke, { once: true });
    let after = Math.max(0, Math.floor(lastEventId));
    try {
      while (!aborted()) {
        if (dirty.state) {
          dirty.state = false;
          yield* stateMessages();
        }
        while (dirty.events && !aborted()) {
          dirty.events = false;
          for (;;) {
            const page = await reads.read(after, PAGE);
            for (const e of page) {
              after = e.id;
              if (e.kind === "transcript") yield { event: "line", id: e.id, data: e as LiveEvent & { kind: "transcript" } };
              else {
                // Status and attendance change the room's state: sent with the event that changed it.
                dirty.state = true;
                yield { event: "event", id: e.id, data: e };
              }
            }
            if (page.length < PAGE) break;
          }
          if (dirty.state) {
            dirty.state = false;
            yield* stateMessages();
          }
        }
        if (aborted()) break;
        const woke = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), HEARTBEAT_MS);
          wake = () => {
            clearTimeout(timer);
            resolve(true);
          };
          if (dirty.events || dirty.state || aborted()) poke();
        });
        if (!woke) yield { comment: "heartbeat" };
      }
    } finally {
      signal.removeEventListener("abort", poke);
      await unsubscribe();
      await reads.leave();
    }
  }
  return messages();
}

function isChange(payload: string): boolean {
  try {
    return typeof (JSON.parse(payload) as { change?: unknown }).change === "string";
  } catch {
    return false;
  }
}
