/*
 * pnpm bench:report — renders each bench's results table in bench/README.md from bench/results/*.json,
 * between its markers. `--check` writes nothing and exits 1 when the README is not what the JSON renders
 * (the bench package's test does the same check under `pnpm test`).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { renderReadme } from "./readme";
import { README, readResult } from "./results";
import { BENCH_TABLES } from "./tables";

const committed = readFileSync(README, "utf8");
const rendered = renderReadme(committed, BENCH_TABLES, readResult);
if (process.argv.includes("--check")) {
  if (rendered !== committed) {
    console.error("bench/README.md's tables differ from what bench/results renders: run `pnpm bench:report`");
    process.exit(1);
  }
  console.log("bench/README.md's tables match bench/results");
} else if (rendered === committed) {
  console.log("bench/README.md: tables already up to date");
} else {
  writeFileSync(README, rendered);
  console.log(`bench/README.md: ${BENCH_TABLES.length} tables rendered from bench/results`);
}
