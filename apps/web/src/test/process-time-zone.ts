import { afterEach, beforeEach } from "vitest";

/** Runs the enclosing `describe`'s tests with the process in `zone` (Node reads TZ again when it changes). */
export function inProcessTimeZone(zone: string): void {
  const saved = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = zone;
  });
  afterEach(() => {
    process.env.TZ = saved;
  });
}
