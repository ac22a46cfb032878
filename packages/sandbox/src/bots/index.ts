import { Hono } from "hono";
import type { SandboxContext } from "../core/context";
import { botControlRoutes } from "./control-routes";
import { BotEngine, type BotsConfig } from "./engine";
import { botApiRoutes } from "./routes";

export { BotEngine, BOT_CAPACITIES, RECALL_VARIANTS, type RecallVariant, BOT_WEBHOOK_FAULT_NAMESPACE, type BotCapacity, type BotsConfig } from "./engine";
export { BOT_API_FAULT_NAMESPACE } from "./routes";
export { SCENARIOS, type Scenario } from "./scenarios";
export { signWebhook } from "./signature";

export const SANDBOX_BOT_API_KEY = "sandbox-recall-key";
/** A fixed sandbox secret so the app can verify without extra wiring; real deployments use their own. */
export const SANDBOX_BOT_WEBHOOK_SECRET = "whsec_c2FuZGJveC1ib3Qtd2ViaG9vay1zZWNyZXQtMzJieXRlcw==";

/** A Recall.ai-compatible bot provider playing scripted meetings (see scenarios.ts). */
export function createBots(ctx: SandboxContext, options: Partial<BotsConfig> = {}): { routes: Hono; engine: BotEngine } {
  const engine = new BotEngine(ctx, {
    webhookUrl: options.webhookUrl ?? null,
    webhookSecret: options.webhookSecret ?? SANDBOX_BOT_WEBHOOK_SECRET,
    timeScale: options.timeScale ?? 1,
    apiKey: options.apiKey ?? SANDBOX_BOT_API_KEY,
    capacity: options.capacity ?? "available",
    variants: options.variants ?? [],
    statusWebhookSecret: options.statusWebhookSecret ?? null,
  });
  const routes = new Hono();
  routes.route("/", botApiRoutes(ctx, engine));
  routes.route("/", botControlRoutes(engine));
  return { routes, engine };
}
