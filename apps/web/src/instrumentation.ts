/** Runs once per server process before it serves: start-up migration and graceful shutdown (Node runtime only). */
export async function register() {
  // NEXT_RUNTIME is Next's own marker, not configuration: the documented way to pick the runtime here.
  // eslint-disable-next-line no-restricted-syntax
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startLifecycle } = await import("./server/lifecycle");
    startLifecycle();
  }
}
