/**
 * Query-plan checks for the services' hot statements: a database handle that records every statement a
 * service sends (drizzle's logger, so the SQL is the product's own, never a copy), EXPLAIN ANALYZE of what it
 * recorded, and the plan properties a paged list must have. Everything runs on one connection inside one
 * transaction that is rolled back at the end, so seeded rows and their statistics never reach other tests.
 */
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import type { Database } from "@understudy/db";
import * as schema from "@understudy/db/schema";

export interface Statement {
  query: string;
  params: unknown[];
}

/** The fields of an EXPLAIN (ANALYZE, FORMAT JSON) node the checks read; "Actual Rows" is per loop. */
export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: PlanNode[];
}

export interface PlanSession {
  /** A Database for services: what they send through it is recorded. */
  db: Database;
  /** The same connection, unrecorded: for seeding. */
  sql: postgres.Sql;
  /** Runs `fn` and returns the statements it sent, in order. */
  record(fn: () => Promise<unknown>): Promise<Statement[]>;
  explain(statement: Statement): Promise<PlanNode>;
  /** Rolls everything back and disconnects. */
  close(): Promise<void>;
}

export async function openPlanSession(url: string): Promise<PlanSession> {
  // One connection, so the transaction below covers the seed, the services' statements and every EXPLAIN.
  const client = postgres(url, { max: 1, onnotice: () => {} });
  let recording: Statement[] | null = null;
  const db = drizzle(client, {
    schema,
    casing: "snake_case",
    logger: { logQuery: (query, params) => void recording?.push({ query, params }) },
  });
  await client.unsafe("begin");
  return {
    db,
    sql: client,
    async record(fn) {
      const statements: Statement[] = [];
      recording = statements;
      try {
        await fn();
      } finally {
        recording = null;
      }
      return statements;
    },
    async explain({ query, params }) {
      const [row] = await client.unsafe(`explain (analyze, format json) ${query}`, params as postgres.ParameterOrJSON<never>[]);
      const raw: unknown = row?.["QUERY PLAN"];
      const parsed = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
      const plan = parsed[0]?.Plan;
      if (!plan) throw new Error(`no plan for ${query}`);
      return plan;
    },
    async close() {
      try {
        await client.unsafe("rollback");
      } finally {
        await client.end({ timeout: 5 });
      }
    },
  };
}

/** Every node of a plan, depth first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

const SORTS = new Set(["Sort", "Incremental Sort"]);

/** Rows a scan node looked at in all its loops: returned plus thrown away by its filter or recheck. */
function rowsTouched(node: PlanNode): number {
  const perLoop = node["Actual Rows"] + (node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Index Recheck"] ?? 0);
  return perLoop * node["Actual Loops"];
}

const isScan = (node: PlanNode) => node["Relation Name"] !== undefined || node["Node Type"] === "Bitmap Index Scan";

export interface PlanBudget {
  /** The most rows any table or index scan may look at, and any sort may take in. */
  rows: number;
  /** The most times any node may run: a lookup per row shown runs `page` times, one per row scanned runs more. */
  loops: number;
}

/**
 * What is wrong with a plan for a statement that should touch at most `budget` rows: a sequential scan of a
 * seeded table, a scan that reads more, a sort fed more (a sort of the user's whole set, say), or a node run
 * more often (a per-row lookup evaluated before the LIMIT). Empty when the plan is fine.
 */
export function planProblems(plan: PlanNode, budget: PlanBudget, seededTables: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const node of planNodes(plan)) {
    const type = node["Node Type"];
    const on = node["Relation Name"] ?? node["Index Name"] ?? "";
    if (type === "Seq Scan" && seededTables.has(on)) problems.push(`Seq Scan on ${on}`);
    if (isScan(node) && rowsTouched(node) > budget.rows) problems.push(`${type} on ${on} touched ${rowsTouched(node)} rows (budget ${budget.rows})`);
    if (SORTS.has(type)) {
      const input = (node.Plans ?? []).reduce((sum, child) => sum + child["Actual Rows"] * child["Actual Loops"], 0);
      if (input > budget.rows) problems.push(`${type} of ${input} rows (budget ${budget.rows})`);
    }
    if (node["Actual Loops"] > budget.loops) problems.push(`${type} ${on} ran ${node["Actual Loops"]} times (budget ${budget.loops})`);
  }
  return problems;
}
