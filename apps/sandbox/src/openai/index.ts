import { Hono } from "hono";
import type { SandboxContext } from "../core/context";
import { chatCompletions } from "./chat";
import { embeddings } from "./embeddings";
import { OPENAI_EMBEDDINGS_FAULT_NAMESPACE, OPENAI_EMBEDDINGS_FAULTS, OPENAI_FAULT_NAMESPACE, OPENAI_FAULTS } from "./faults";
import { speech } from "./speech";
import { OPENAI_AVATAR_FAULT_NAMESPACE, OPENAI_AVATAR_FAULTS } from "./avatar";

export { embed } from "./embeddings";
export { OPENAI_FAULTS, TIMEOUT_FAULT_DELAY_MS } from "./faults";
export { OPENAI_AVATAR_FAULTS, OPENAI_AVATAR_FAULT_NAMESPACE } from "./avatar";

/** OpenAI's Chat Completions, Embeddings and Speech under `/v1`, as the `openai` SDK calls them with `baseURL` = `<sandbox>/v1`. */
export function createOpenAI(ctx: SandboxContext): { routes: Hono } {
  ctx.faults.define(OPENAI_FAULT_NAMESPACE, OPENAI_FAULTS);
  ctx.faults.define(OPENAI_EMBEDDINGS_FAULT_NAMESPACE, OPENAI_EMBEDDINGS_FAULTS);
  ctx.faults.define(OPENAI_AVATAR_FAULT_NAMESPACE, OPENAI_AVATAR_FAULTS);
  const routes = new Hono();
  routes.post("/v1/chat/completions", chatCompletions(ctx));
  routes.post("/v1/embeddings", embeddings(ctx));
  routes.post("/v1/audio/speech", speech(ctx));
  return { routes };
}
