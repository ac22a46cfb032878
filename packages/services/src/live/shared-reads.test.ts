import { describe, expect, it } from "vitest";
import type { LiveEvent } from "./events";
import type { LiveEventHub } from "./hub";
import { joinSharedReads } from "./shared-reads";

/** A hub whose notices the test sends, and a store of events whose reads the test releases one by one. */
function setup() {
  const listeners = new Set<() => void>();
  const hub: LiveEventHub = {
    subscribe(_channel, onNotice) {
      const l = () => onNotice("{}");
      listeners.add(l);
      return Promise.resolve(() => Promise.resolve(void listeners.delete(l)));
    },
    close: () => Promise.resolve(),
  };
  const stored: LiveEvent[] = [];
  const reads: { after: number; release: () => void }[] = [];
  const readAfter = (after: number, limit: number) =>
    new Promise<LiveEvent[]>((resolve) => {
      // The database's answer is what was committed when the read began.
      const snapshot = stored.filter((e) => e.id > after).slice(0, limit);
      reads.push({ after, release: () => resolve(snapshot) });
    });
  const commit = (id: number) => {
    stored.push({ id, kind: "transcript", line: null });
    for (const l of listeners) l();
  };
  const join = () => joinSharedReads(hub, "user:meeting", "meeting_m", readAfter);
  return { reads, commit, join, listeners };
}

const ids = (events: LiveEvent[]) => events.map((e) => e.id);
/** Lets the n-th read the store received answer. */
function release(reads: { release: () => void }[], n: number) {
  const read = reads[n];
  if (!read) throw new Error(`no read #${n} was made`);
  read.release();
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe("shared reads of a meeting's events", () => {
  it("answers every viewer woken by the same notice with one read", async () => {
    const { reads, commit, join } = setup();
    const viewers = Array.from({ length: 50 }, join);
    commit(1);
    const answers = viewers.map((v) => v.read(0, 500));
    await tick();
    expect(reads).toHaveLength(1);
    release(reads, 0);
    for (const a of await Promise.all(answers)) expect(ids(a)).toEqual([1]);
  });

  it("does not hand a viewer a read that began before the notice that woke it, so no line is lost", async () => {
    const { reads, commit, join } = setup();
    const [a, b] = [join(), join()];
    commit(1);
    const first = a.read(0, 500);
    await tick();
    commit(2); // stored while a's read runs; b is woken by its notice
    const second = b.read(0, 500);
    await tick();
    expect(reads).toHaveLength(2);
    release(reads, 0);
    release(reads, 1);
    expect(ids(await first)).toEqual([1]);
    expect(ids(await second)).toEqual([1, 2]);
  });

  it("gives a viewer further along only what follows its last event", async () => {
    const { reads, commit, join } = setup();
    const [behind, ahead] = [join(), join()];
    commit(1);
    commit(2);
    const slow = behind.read(0, 500);
    const fast = ahead.read(1, 500);
    await tick();
    expect(reads).toHaveLength(1);
    release(reads, 0);
    expect(ids(await slow)).toEqual([1, 2]);
    expect(ids(await fast)).toEqual([2]);
  });

  it("reads on its own when the shared read was cut short by its page size", async () => {
    const { reads, commit, join } = setup();
    const [a, b] = [join(), join()];
    for (let id = 1; id <= 3; id++) commit(id);
    const first = a.read(0, 2);
    const second = b.read(1, 2);
    await tick();
    release(reads, 0);
    expect(ids(await first)).toEqual([1, 2]);
    await tick();
    expect(reads).toHaveLength(2);
    expect(reads[1]?.after).toBe(1);
    release(reads, 1);
    expect(ids(await second)).toEqual([2, 3]);
  });

  it("stops listening when the meeting's last viewer leaves", async () => {
    const { join, listeners } = setup();
    const [a, b] = [join(), join()];
    expect(listeners.size).toBe(1);
    await a.leave();
    await a.leave();
    expect(listeners.size).toBe(1);
    await b.leave();
    expect(listeners.size).toBe(0);
  });
});
