import { createHash } from "node:crypto";
import type postgres from "postgres";
import { MEETINGS_PAGE, TOKEN_LOOKUP } from "../../next-floor/src/meetings-page";
import type { BenchUser } from "./seed";

export interface Plan {
  statement: string;
  /** Plan node types, depth first from the root, e.g. "Limit > Nested Loop > Index Scan using api_tokens_token_hash_unique > …". */
  nodes: string[];
  executionMs: number;
  /** Shared buffers hit + read: the pages the statement touched. */
  buffers: number;
  /** A Sort node, or a sequential scan of meetings or meeting_summaries: the user's whole set read for one page. */
  wholeSet: boolean;
}

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, out: string[]): void {
  out.push(`${node["Node Type"]}${node["Index Name"] ? ` using ${node["Index Name"]}` : node["Relation Name"] ? ` on ${node["Relation Name"]}` : ""}`);
  for (const child of node.Plans ?? []) walk(child, out);
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statements one GET /api/meetings?limit=N runs, as the product sends them. */
export async function explainHotPath(sql: postgres.Sql, user: BenchUser, limit: number): Promise<Plan[]> {
  const statements: [string, string, unknown[]][] = [
    ["token lookup (api_tokens ⋈ users)", TOKEN_LOOKUP, [createHash("sha256").update(user.token).digest("hex"), true, 1]],
    [`meetings page (limit ${limit}, LATERAL summary)`, MEETINGS_PAGE, [user.id, limit, 0, "ready", 1]],
  ];
  const plans: Plan[] = [];
  for (const [statement, text, params] of statements) {
    const [row] = await sql.unsafe<{ "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }] }[]>(`explain (analyze, buffers, format json) ${text}`, params as postgres.ParameterOrJSON<never>[]);
    const { Plan: root, "Execution Time": executionMs } = row!["QUERY PLAN"][0];
    const nodes: string[] = [];
    walk(root, nodes);
    plans.push({
      statement,
      nodes,
      executionMs,
      buffers: (root["Shared Hit Blocks"] ?? 0) + (root["Shared Read Blocks"] ?? 0),
      wholeSet: nodes.some((n) => n.startsWith("Sort") || /^Seq Scan on (meetings|meeting_summaries)$/.test(n)),
    });
  }
  return plans;
}
