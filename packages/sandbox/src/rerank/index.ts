import { Hono, type Context } from "hono";
import { z } from "zod";
import type { SandboxContext } from "../core/context";
import { jsonResponse } from "../core/http";
import { coverage } from "../openai/rerank";

export const RERANK_FAULT_NAMESPACE = "rerank";
/** `server_error` → 500, `timeout` → the answer is held for 3 s (past a short client timeout). */
export const RERANK_FAULTS = ["server_error", "timeout"] as const;
const TIMEOUT_DELAY_MS = 3_000;

const RerankRequest = z.object({
  model: z.string().min(1).optional(),
  query: z.string().min(1),
  documents: z.array(z.union([z.string(), z.object({ text: z.string() }).loose()])).min(1),
  top_n: z.number().int().positive().optional(),
  return_documents: z.boolean().optional(),
});

/**
 * A Cohere/Jina-style rerank endpoint at `POST /v1/rerank` (the shape vLLM, Infinity and llama.cpp's server serve
 * too): `{model, query, documents, top_n}` → `{results: [{index, relevance_score}]}`, most relevant first. The
 * score is the share of the query's content words a document holds: deterministic, not a real model's judgement.
 */
export function createRerank(ctx: SandboxContext): { routes: Hono } {
  ctx.faults.define(RERANK_FAULT_NAMESPACE, RERANK_FAULTS);
  const routes = new Hono();
  routes.post("/v1/rerank", async (c: Context) => {
    if (ctx.faults.consume(RERANK_FAULT_NAMESPACE, "server_error")) return jsonResponse({ detail: "Internal server error" }, 500);
    if (ctx.faults.consume(RERANK_FAULT_NAMESPACE, "timeout")) await new Promise((resolve) => setTimeout(resolve, TIMEOUT_DELAY_MS));
    const raw: unknown = await c.req.json().catch(() => null);
    const parsed = RerankRequest.safeParse(raw);
    if (!parsed.success) return jsonResponse({ detail: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") }, 422);
    const { query, documents, top_n, model } = parsed.data;
    const texts = documents.map((d) => (typeof d === "string" ? d : d.text));
    const results = texts
      .map((text, index) => ({ index, relevance_score: coverage(query, text), ...(parsed.data.return_documents ? { document: { text } } : {}) }))
      .sort((a, b) => b.relevance_score - a.relevance_score || a.index - b.index)
      .slice(0, top_n ?? texts.length);
    return jsonResponse({ model: model ?? "sandbox-reranker", results, usage: { total_tokens: Math.ceil((texts.join(" ").length + query.length) / 4) } });
  });
  return { routes };
}
