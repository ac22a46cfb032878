import { readFileSync } from "node:fs";
import path from "node:path";

export const BENCH_DIR = path.resolve(import.meta.dirname, "../..");
export const RESULTS_DIR = path.join(BENCH_DIR, "results");
export const README = path.join(BENCH_DIR, "README.md");

/** A results file of bench/results, parsed; the error names the file. */
export function readResult(file: string): unknown {
  const full = path.join(RESULTS_DIR, file);
  try {
    return JSON.parse(readFileSync(full, "utf8"));
  } catch (error) {
    throw new Error(`bench/results/${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
