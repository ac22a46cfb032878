import type { Context } from "hono";
import type { z } from "zod";
import type { SandboxContext } from "../core/context";
import { checkApiKey, invalidRequest, invalidValue } from "./errors";
import { consumeFault, OPENAI_FAULT_NAMESPACE, type ContentFault } from "./faults";

/**
 * What every endpoint does first, in OpenAI's order: the API key, then an armed fault (which answers
 * instead of the endpoint, or spoils its content), then the JSON body against the endpoint's schema.
 * Returns the answer to send when any of those refuses.
 */
export async function acceptRequest<T extends z.ZodType>(
  c: Context,
  ctx: SandboxContext,
  schema: T,
  faultNamespace = OPENAI_FAULT_NAMESPACE,
): Promise<Response | { body: z.infer<T>; fault: ContentFault }> {
  const denied = checkApiKey(c.req.header("authorization"));
  if (denied) return denied;
  const fault = await consumeFault(ctx, faultNamespace);
  if (fault.response) return fault.response;
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return invalidRequest("We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly.)");
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return invalidValue(parsed.error);
  return { body: parsed.data, fault: fault.kind };
}
