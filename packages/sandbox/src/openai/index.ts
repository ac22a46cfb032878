import { Hono } from "hono";
import type { SandboxContext } from "../core/context";
import { chatCompletions } from "./chat";
import { embeddings } from "./embeddings";
import { OPENAI_EMBEDDINGS_FAULT_NAMESPACE, OPENAI_EMBEDDINGS_FAULTS, OPENAI_FAULT_NAMESPACE, OPENAI_FAULTS, OPENAI_SPEECH_FAULT_NAMESPACE, OPENAI_SPEECH_FAULTS } from "./faults";
import { openAIControlRoutes, type OpenAILatency } from "./latency";
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
  ctx.faults.define(OPENAI_SPEECH_FAULT_NAMESPACE, OPENAI_SPEECH_FAULTS);
  const latency: OpenAILatency = { chatMs: 0, speechMs: 0 };
  ctx.onReset(() => Object.assign(latency, { chatMs: 0, speechMs: 0 }));
  const routes = new Hono();
  routes.post("/v1/chat/completions", chatCompletions(ctx, latency));
  routes.post("/v1/embeddings", embeddings(ctx));
  routes.post("/v1/audio/speech", speech(ctx, latency));
  routes.route("/", openAIControlRoutes(latency));
  return { routes };
}
