import { type PlanNode, type PlanSession, type Statement, planNodes } from "@understudy/services/testing/query-plans";

export interface CaseResult {
  page: string;
  name: string;
  statements: number;
  /** Each statement's plan, compact: node types with their index or table, depth first. */
  plans: string[];
  /** Sequential scans of users, meetings or meeting_summaries. */
  seqScans: string[];
  /** The most rows any one scan node looked at (returned plus filtered, over all its loops). */
  maxRowsTouched: number;
  /** The most times any node ran (a per-row subquery before the LIMIT runs once per row scanned). */
  maxLoops: number;
  /** Sum of the statements' EXPLAIN ANALYZE execution times. */
  explainMs: number;
  /** The service call's wall time over `runs` calls, as the page makes it. */
  medianMs: number;
  p95Ms: number;
}

const BIG = new Set(["users", "meetings", "meeting_summaries"]);

function label(node: PlanNode): string {
  const on = node["Index Name"] ?? node["Relation Name"];
  return on ? `${node["Node Type"]} ${on}` : node["Node Type"];
}

function touched(node: PlanNode): number {
  const isScan = node["Relation Name"] !== undefined || node["Node Type"] === "Bitmap Index Scan";
  if (!isScan) return 0;
  return (node["Actual Rows"] + (node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Index Recheck"] ?? 0)) * node["Actual Loops"];
}

async function explain(session: PlanSession, { query, params }: Statement): Promise<{ plan: PlanNode; ms: number }> {
  const [row] = await session.sql.unsafe(`explain (analyze, format json) ${query}`, params as never[]);
  const raw: unknown = row?.["QUERY PLAN"];
  const [parsed] = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode; "Execution Time": number }[];
  if (!parsed) throw new Error(`no plan for ${query}`);
  return { plan: parsed.Plan, ms: parsed["Execution Time"] };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * Records the statements `run` sends (or takes `sent`, for SQL sent outside drizzle), EXPLAIN ANALYZEs each,
 * then times `runs` calls of it.
 */
export async function measure(session: PlanSession, page: string, name: string, run: () => Promise<unknown>, runs: number, sent?: Statement[]): Promise<CaseResult> {
  const statements = sent ?? (await session.record(run));
  const result: CaseResult = { page, name, statements: statements.length, plans: [], seqScans: [], maxRowsTouched: 0, maxLoops: 0, explainMs: 0, medianMs: 0, p95Ms: 0 };
  for (const statement of statements) {
    const { plan, ms } = await explain(session, statement);
    const nodes = planNodes(plan);
    result.plans.push(nodes.map(label).join(" > "));
    result.explainMs += ms;
    for (const node of nodes) {
      if (node["Node Type"] === "Seq Scan" && BIG.has(node["Relation Name"] ?? "")) result.seqScans.push(node["Relation Name"] ?? "");
      result.maxRowsTouched = Math.max(result.maxRowsTouched, touched(node));
      result.maxLoops = Math.max(result.maxLoops, node["Actual Loops"]);
    }
  }
  await run(); // warm
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  result.medianMs = quantile(times, 0.5);
  result.p95Ms = quantile(times, 0.95);
  return result;
}
