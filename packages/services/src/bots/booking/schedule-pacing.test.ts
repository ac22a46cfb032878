import { describe, expect, it } from "vitest";
import { forEachConcurrently, Pacer } from "./schedule-pacing";

/** A clock that only moves when the pacer sleeps. */
function fakeTime(start = 1_000_000) {
  let now = start;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: (ms: number) => {
      slept.push(ms);
      now += ms;
      return Promise.resolve();
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe("Pacer", () => {
  it("spaces calls evenly at the per-minute rate (60/min: one a second)", async () => {
    const time = fakeTime();
    const pacer = new Pacer(60, time);
    for (let i = 0; i < 4; i++) expect(await pacer.take()).toBe(true);
    expect(time.slept).toEqual([1000, 1000, 1000]);
  });

  it("does not wait for a slot that time has already passed", async () => {
    const time = fakeTime();
    const pacer = new Pacer(120, time);
    await pacer.take();
    time.advance(5000);
    await pacer.take();
    expect(time.slept).toEqual([]);
  });

  it("refuses, without waiting or using it, a slot past the deadline", async () => {
    const time = fakeTime();
    const pacer = new Pacer(60, time);
    expect(await pacer.take(time.now() + 1500)).toBe(true);
    expect(await pacer.take(time.now() + 1500)).toBe(true);
    expect(await pacer.take(time.now() + 500)).toBe(false);
    expect(time.slept).toEqual([1000]);
  });

  it("is unpaced at 0 or null, until the deadline", async () => {
    const time = fakeTime();
    for (const rate of [0, null]) {
      const pacer = new Pacer(rate, time);
      expect(await pacer.take()).toBe(true);
      expect(await pacer.take(time.now())).toBe(true);
      expect(await pacer.take(time.now() - 1)).toBe(false);
    }
    expect(time.slept).toEqual([]);
  });
});

describe("forEachConcurrently", () => {
  it("visits every item once with at most N in flight", async () => {
    let inFlight = 0;
    let most = 0;
    const seen: number[] = [];
    await forEachConcurrently(
      Array.from({ length: 20 }, (_, i) => i),
      3,
      async (i) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((r) => setImmediate(r));
        seen.push(i);
        inFlight--;
      },
    );
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(most).toBe(3);
  });
});
