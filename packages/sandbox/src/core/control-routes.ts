import { Hono } from "hono";
import { z } from "zod";
import { ChaosSettings } from "./chaos";
import type { SandboxContext } from "./context";
import { jsonResponse } from "./http";

const faultArmSchema = z.record(
  z.string(),
  z.record(z.string(), z.union([z.boolean(), z.number().int().nonnegative()])),
);

/** `/__sandbox/*`: test controls shared by every emulated service. */
export function controlRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();

  app.get("/__sandbox/health", () => jsonResponse({ ok: true, issuer: ctx.issuer }));

  app.get("/__sandbox/faults", () =>
    jsonResponse({ armed: ctx.faults.armed(), available: ctx.faults.available() }),
  );

  app.post("/__sandbox/faults", async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return jsonResponse({ error: "invalid_request", error_description: "Body must be JSON." }, 400);
    }
    const parsed = faultArmSchema.safeParse(body);
    if (!parsed.success) {
      return jsonResponse(
        { error: "invalid_request", error_description: 'Expected {"<service>": {"<fault>": true | false | <count>}}.' },
        400,
      );
    }
    const unknown = ctx.faults.unknown(parsed.data);
    if (unknown.length > 0) {
      return jsonResponse(
        { error: "unknown_fault", error_description: `Unknown fault(s): ${unknown.join(", ")}`, available: ctx.faults.available() },
        400,
      );
    }
    ctx.faults.arm(parsed.data);
    return jsonResponse({ armed: ctx.faults.armed() });
  });

  app.delete("/__sandbox/faults", () => {
    ctx.faults.clear();
    return jsonResponse({ armed: {} });
  });

  app.get("/__sandbox/chaos", () => jsonResponse({ settings: ctx.chaos.settings, counts: ctx.chaos.counts }));
  app.post("/__sandbox/chaos", async (c) => {
    const parsed = ChaosSettings.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return jsonResponse({ error: "invalid_request", error_description: 'Expected {"rate": 0..1, "kinds"?: [...], "timeoutMs"?, "seed"?}.' }, 400);
    ctx.chaos.configure(parsed.data);
    return jsonResponse({ settings: ctx.chaos.settings });
  });
  app.delete("/__sandbox/chaos", () => {
    ctx.chaos.configure(null);
    return jsonResponse({ settings: null });
  });

  app.post("/__sandbox/reset", () => {
    ctx.reset();
    return jsonResponse({ ok: true });
  });

  return app;
}
