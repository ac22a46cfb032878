/**
 * Numeric bench settings from the environment, or their defaults; a bad value stops the bench with the setting's
 * name. One reader for every bench, in three kinds: counts, positive numbers, and numbers that may be 0.
 */
function read(name: string, fallback: number, kind: "count" | "positive" | "non-negative"): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  const ok = kind === "count" ? Number.isInteger(n) && n > 0 : kind === "positive" ? Number.isFinite(n) && n > 0 : Number.isFinite(n) && n >= 0;
  const what = kind === "count" ? "a positive integer" : kind === "positive" ? "a positive number" : "a number ≥ 0";
  if (!ok) throw new Error(`${name} must be ${what}, got ${JSON.stringify(raw)}`);
  return n;
}

/** How many of something (users, meetings, rounds). */
export const envCount = (name: string, fallback: number) => read(name, fallback, "count");
/** A positive amount (seconds, a rate). */
export const envNumber = (name: string, fallback: number) => read(name, fallback, "positive");
/** An amount that may be 0 (a latency to add, a nice value). */
export const envNonNegative = (name: string, fallback: number) => read(name, fallback, "non-negative");
