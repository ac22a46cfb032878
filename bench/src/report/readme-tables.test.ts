import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderReadme } from "./readme";
import { README, readResult, RESULTS_DIR } from "./results";
import { BENCH_TABLES, UNTABLED_RESULTS } from "./tables";

const committed = readFileSync(README, "utf8");

describe("bench/README.md's results tables", () => {
  it("are what bench/results renders (`pnpm bench:report` rewrites them)", () => {
    expect(renderReadme(committed, BENCH_TABLES, readResult)).toBe(committed);
  });

  it("read every results file a bench writes (a new one needs its table), and only files that exist", () => {
    // *-partial.json: a subset run (BENCH_API_SERVERS, another build), never committed.
    const files = readdirSync(RESULTS_DIR).filter((f) => f.endsWith(".json") && !f.endsWith("-partial.json"));
    const read = BENCH_TABLES.flatMap((t) => t.sources);
    expect(read.filter((f) => !files.includes(f))).toEqual([]);
    expect(files.filter((f) => !read.includes(f) && !(f in UNTABLED_RESULTS))).toEqual([]);
  });

  it("change when a figure in the JSON changes", () => {
    const changed = (file: string) => {
      const json = readResult(file) as { results: { product: { requestsPerSecond: number } } };
      return file === "api-postgres.json" ? { ...json, results: { ...json.results, product: { ...json.results.product, requestsPerSecond: 123_456 } } } : json;
    };
    const rendered = renderReadme(committed, BENCH_TABLES, changed);
    expect(rendered).not.toBe(committed);
    expect(rendered).toContain("| product, `pnpm start:web` (the front door, then Next) | 123,456 |");
  });

  it("show each figure beside its baseline from the same run", () => {
    const rendered = renderReadme(committed, BENCH_TABLES, readResult);
    expect(rendered).toMatch(/\| bare \(node:http \+ postgres\.js\) \| [\d,]+ \|/);
    expect(rendered).toMatch(/\| {2}\| naive ILIKE, same run \|/);
    expect(rendered).toMatch(/\| ↳ same run, the old way: admin\.stats before 0023/);
    expect(rendered).toMatch(/\| baseline: 1 web process, no workers, no faults \|/);
  });

  it("refuse a README that lost a table's markers", () => {
    const withoutApi = committed.replace(/<!-- results:api [^\n]*-->[\s\S]*?<!-- \/results:api -->/, "");
    expect(() => renderReadme(withoutApi, BENCH_TABLES, readResult)).toThrow(/results:api/);
  });
});
