/**
 * Runs `task` in a task of its own once the browser is idle (at the latest after `timeout` ms), never inside the
 * task that asked; returns what cancels it. Where requestIdleCallback is missing (older Safari), a timer.
 */
export function whenIdle(task: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
