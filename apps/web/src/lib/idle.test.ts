import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./idle";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("whenIdle", () => {
  it("waits for the browser's idle callback, with the timeout given", () => {
    const callbacks: (() => void)[] = [];
    const request = vi.fn((callback: () => void, _options: { timeout: number }) => callbacks.push(callback));
    vi.stubGlobal("requestIdleCallback", request);
    vi.stubGlobal("cancelIdleCallback", vi.fn());
    const task = vi.fn();

    whenIdle(task, 500);
    expect(task).not.toHaveBeenCalled();
    expect(request.mock.calls[0]?.[1]).toEqual({ timeout: 500 });
    callbacks[0]?.();
    expect(task).toHaveBeenCalledOnce();
  });

  it("cancels the idle callback it asked for", () => {
    vi.stubGlobal("requestIdleCallback", vi.fn(() => 7));
    const cancel = vi.fn();
    vi.stubGlobal("cancelIdleCallback", cancel);

    whenIdle(() => {})();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it("falls back to a timer of its own where requestIdleCallback is missing", () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.useFakeTimers();
    const task = vi.fn();

    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
