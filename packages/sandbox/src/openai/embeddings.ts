import { createHash } from "node:crypto";
import type { Context } from "hono";
import { z } from "zod";
import type { SandboxContext } from "../core/context";
import { jsonResponse } from "../core/http";
import { rateLimitHeaders } from "./chat";
import { estimateTokens, invalidRequest, modelNotFound } from "./errors";
import { OPENAI_EMBEDDINGS_FAULT_NAMESPACE } from "./faults";
import { acceptRequest } from "./request";

const NATIVE_DIMENSIONS: Record<string, number> = { "text-embedding-3-small": 1536, "text-embedding-3-large": 3072, "text-embedding-ada-002": 1536 };

const embeddingRequest = z
  .object({
    model: z.string().min(1),
    input: z.union([z.string(), z.array(z.string()).min(1).max(2048), z.array(z.number().int()), z.array(z.array(z.number().int())).min(1).max(2048)]),
    dimensions: z.number().int().min(1).max(3072).optional(),
    encoding_format: z.enum(["float", "base64"]).optional(),
    user: z.string().optional(),
  })
  .loose();

/** Words that carry no topic; left out so that texts are close by what they are about, not by "the" and "we". */
const STOP_WORDS = new Set(
  "a about all also an and are as at be but by can did do does for from had has have he her his i if in into is it its just let me my no not of on or our she so than that the their them then there these they this to too us was we were what when where which who why will with would you your".split(
    " ",
  ),
);

/**
 * A deterministic embedding: a hashed set of the text's content words (plus their first and last four letters,
 * so related forms land close), L2-normalised. Texts sharing words have a positive cosine similarity, as real
 * embeddings would; on a smaller scale than text-embedding-3 (a few shared words in a long passage give ~0.1–0.3).
 */
export function embed(text: string, dimensions: number): Float32Array {
  const vector = new Float32Array(dimensions);
  const tokens = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((t) => !STOP_WORDS.has(t));
  const features = new Set([...tokens, ...tokens.flatMap((t) => (t.length > 4 ? [t.slice(0, 4), t.slice(-4)] : []))]);
  for (const feature of features) {
    const digest = createHash("sha256").update(feature).digest();
    const index = digest.readUInt32LE(0) % dimensions;
    vector[index] = (vector[index] ?? 0) + ((digest[4] ?? 0) & 1 ? 1 : -1);
  }
  let norm = 0;
  for (const v of vector) norm += v * v;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < dimensions; i++) vector[i] = (vector[i] ?? 0) / norm;
  return vector;
}

/** `POST /v1/embeddings`, honouring `dimensions` and the SDK's default `encoding_format: "base64"`. */
export function embeddings(ctx: SandboxContext) {
  return async (c: Context): Promise<Response> => {
    const accepted = await acceptRequest(c, ctx, embeddingRequest, OPENAI_EMBEDDINGS_FAULT_NAMESPACE);
    if (accepted instanceof Response) return accepted;
    const { model, input, dimensions, encoding_format } = accepted.body;
    const native = NATIVE_DIMENSIONS[model];
    if (!native) return modelNotFound(model);
    if (dimensions !== undefined && (model === "text-embedding-ada-002" || dimensions > native)) {
      return invalidRequest(`This model does not support specifying dimensions of ${dimensions}.`, "dimensions", "invalid_value");
    }
    const texts: string[] =
      typeof input === "string" ? [input] : input.every((x) => typeof x === "string") ? input : Array.isArray(input[0]) ? (input as number[][]).map((t) => t.join(" ")) : [(input as number[]).join(" ")];
    if (texts.some((t) => t.length === 0)) return invalidRequest("'$.input' is invalid. Please check the API reference: https://platform.openai.com/docs/api-reference.", "input");
    const size = dimensions ?? native;
    const data = texts.map((text, index) => {
      const vector = embed(text, size);
      return {
        object: "embedding",
        index,
        embedding: encoding_format === "base64" ? Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).toString("base64") : Array.from(vector),
      };
    });
    const tokens = texts.reduce((sum, t) => sum + estimateTokens(t), 0);
    return jsonResponse({ object: "list", data, model, usage: { prompt_tokens: tokens, total_tokens: tokens } }, 200, rateLimitHeaders(tokens));
  };
}
