import { z } from "zod";
import type { BenchTable } from "../bench-table";
import { num, table, when } from "../format";

const Case = z.object({
  page: z.string(),
  name: z.string(),
  statements: z.number(),
  plans: z.array(z.string()),
  maxRowsTouched: z.number(),
  explainMs: z.number(),
  medianMs: z.number(),
});
type Case = z.infer<typeof Case>;
const PagesRun = z.object({
  at: z.string(),
  size: z.object({ users: z.number(), hotMeetings: z.number() }),
  runs: z.number(),
  results: z.array(Case),
});

const SOURCE = "pages-scale.json";
const BASELINE = " baseline";

function sharedPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * The product's call a baseline row measures the old way: on the same page, the one whose name shares the
 * longest start with the baseline's ("admin.users q=zq (…)" ← "admin.users q=zq as a substring (before)").
 */
function productCaseOf(baseline: Case, cases: Case[]): Case | undefined {
  const page = baseline.page.slice(0, -BASELINE.length);
  let best: Case | undefined;
  let bestLength = 0;
  for (const candidate of cases.filter((c) => c.page === page)) {
    const length = sharedPrefix(candidate.name, baseline.name);
    if (length > bestLength) [best, bestLength] = [candidate, length];
  }
  return best;
}

const row = (c: Case, label: string) => [
  label,
  c.plans.join("; "),
  num(c.maxRowsTouched),
  `${num(c.explainMs, c.explainMs < 1 ? 3 : 1)} ms`,
  `${num(c.medianMs, c.medianMs < 1 ? 2 : 1)} ms`,
];

export const pagesScaleTable: BenchTable = {
  id: "pages-scale",
  sources: [SOURCE],
  render(read) {
    const run = PagesRun.parse(read(SOURCE));
    const cases = run.results.filter((c) => !c.page.endsWith(BASELINE));
    const baselines = run.results.filter((c) => c.page.endsWith(BASELINE));
    const rows: string[][] = [];
    for (const c of cases) {
      rows.push(row(c, `${c.page}: ${c.name}`));
      for (const b of baselines.filter((b) => productCaseOf(b, cases) === c)) rows.push(row(b, `↳ same run, the old way: ${b.name}`));
    }
    const orphans = baselines.filter((b) => !productCaseOf(b, cases));
    for (const b of orphans) rows.push(row(b, `${b.page}: ${b.name}`));
    const head =
      `\`${SOURCE}\` (${when(run.at)}): ${num(run.size.users)} users, ${num(run.size.hotMeetings)} meetings of one user; median of ${run.runs} calls. ` +
      "Rows read is the most rows any plan node touched; each baseline runs the SQL as it was before, in the same session on the same data.";
    return [head, "", table(["call", "plan", "rows read", "EXPLAIN", "median"], rows, ["left", "left", "right", "right", "right"])].join("\n");
  },
};
