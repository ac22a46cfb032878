/**
 * Polls `read` until it returns a value (a job ran and left its mark), for at most `timeoutMs` (20 s by default;
 * recovering a dead worker's job takes a heartbeat and a supervision pass, so those tests wait longer).
 */
export async function until<T>(read: () => Promise<T | undefined>, what: string, { timeoutMs = 20_000, everyMs = 100 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
