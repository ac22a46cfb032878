import { terms } from "./ask";
import { conform, nonNull, resolverFor, typesOf, type JsonSchema } from "./json-schema";

/**
 * Search's rerank request, as the app writes it to a chat model:
 *
 *   <query>what did we decide about the travel budget</query>
 *   <documents>
 *   <document index="0">
 *   Meeting: Q3 budget review
 *   Grace Hopper: We decided to cut the travel budget in half.
 *   </document>
 *   </documents>
 *
 * Rated like a literal-minded judge: the share of the query's content words a document holds, 0–10. Deterministic
 * and not a measure of quality (a real model judges meaning); it lets the app's rerank path run end to end.
 */
export interface RerankPrompt {
  query: string;
  documents: { index: number; text: string }[];
}

const QUERY = /<query>([\s\S]*?)<\/query>/;
const DOCUMENT = /<document\s+index="(\d+)">\n?([\s\S]*?)\n?<\/document>/g;

export function parseRerankPrompt(prompt: string): RerankPrompt | null {
  const query = QUERY.exec(prompt)?.[1]?.trim();
  const block = /<documents>([\s\S]*?)<\/documents>/.exec(prompt)?.[1];
  if (query === undefined || block === undefined) return null;
  return { query, documents: [...block.matchAll(DOCUMENT)].map((m) => ({ index: Number(m[1]), text: m[2] ?? "" })) };
}

/** Share of the query's content words in the text, in [0, 1]. */
export function coverage(query: string, text: string): number {
  const wanted = terms(query);
  if (!wanted.size) return 0;
  const have = terms(text);
  let n = 0;
  for (const w of wanted) if (have.has(w)) n++;
  return n / wanted.size;
}

/**
 * The answer in the shape the schema asks for: its array of objects gets one item per document, the integer key
 * named like an index taking the document's index and the other number key its rating.
 */
export function rerankAnswer(schema: JsonSchema, prompt: RerankPrompt): unknown {
  const resolve = resolverFor(schema);
  const root = nonNull(schema, resolve);
  return Object.fromEntries(
    Object.entries(root.properties ?? {}).map(([key, child]) => {
      const c = nonNull(child, resolve);
      if (typesOf(c)[0] !== "array") return [key, conform(child, null, resolve)];
      const item = nonNull(c.items ?? {}, resolve);
      const keys = Object.keys(item.properties ?? {});
      const indexKey = keys.find((k) => /index|id/i.test(k));
      const scoreKey = keys.find((k) => k !== indexKey);
      const items = prompt.documents.map((d) => ({ ...(indexKey ? { [indexKey]: d.index } : {}), ...(scoreKey ? { [scoreKey]: Math.round(10 * coverage(prompt.query, d.text)) } : {}) }));
      return [key, conform(child, items, resolve)];
    }),
  );
}
