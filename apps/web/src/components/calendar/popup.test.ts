import { describe, expect, it } from "vitest";
import { CLOSE_GRACE_MS, POLL_MS, popupFeatures, watchPopup, type Timers } from "./popup";

function fakeTimers() {
  let now = 0;
  const tasks: { id: number; at: number; every?: number; fn: () => void }[] = [];
  let nextId = 1;
  const remove = (id: unknown) => {
    const index = tasks.findIndex((t) => t.id === id);
    if (index >= 0) tasks.splice(index, 1);
  };
  const timers: Timers = {
    setInterval: (fn, ms) => (tasks.push({ id: nextId, at: now + ms, every: ms, fn }), nextId++),
    setTimeout: (fn, ms) => (tasks.push({ id: nextId, at: now + ms, fn }), nextId++),
    clearInterval: (id) => remove(id),
    clearTimeout: (id) => remove(id),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = tasks.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      now = due.at;
      if (due.every) due.at += due.every;
      else tasks.splice(tasks.indexOf(due), 1);
      due.fn();
    }
    now = end;
  };
  return { timers, advance, pending: () => tasks.length };
}

describe("popupFeatures", () => {
  it("opens 500×600 centred on the screen", () => {
    expect(popupFeatures({ width: 1440, height: 900 })).toBe("popup=yes,width=500,height=600,left=470,top=150");
    expect(popupFeatures({ width: 1920, height: 1080, left: 1920, top: 0 })).toBe("popup=yes,width=500,height=600,left=2630,top=240");
    expect(popupFeatures({ width: 320, height: 480 })).toBe("popup=yes,width=500,height=600,left=0,top=0");
  });
});

describe("watchPopup", () => {
  it("settles exactly once, two seconds after the popup closes", () => {
    const popup = { closed: false };
    const { timers, advance, pending } = fakeTimers();
    let settled = 0;
    watchPopup(popup, () => settled++, timers);
    advance(10 * POLL_MS);
    expect(settled).toBe(0);
    popup.closed = true;
    advance(POLL_MS);
    advance(CLOSE_GRACE_MS - 1);
    expect(settled).toBe(0);
    advance(1);
    expect(settled).toBe(1);
    advance(60_000);
    expect(settled).toBe(1);
    expect(pending()).toBe(0);
  });

  it("never settles once cancelled", () => {
    const popup = { closed: false };
    const { timers, advance, pending } = fakeTimers();
    let settled = 0;
    const cancel = watchPopup(popup, () => settled++, timers);
    popup.closed = true;
    advance(POLL_MS);
    cancel();
    advance(10_000);
    expect(settled).toBe(0);
    expect(pending()).toBe(0);
  });
});
