import { createHmac, randomUUID } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import type { SandboxContext } from "../core/context";
import { jsonResponse } from "../core/http";

/**
 * Attendee (attendee-labs/attendee @ 77e990ed), mounted under `/attendee` so that its `/api/v1/bots` sits beside
 * Recall's. Rules, each from Attendee's source: create validation (bots/serializers.py: names and chat text
 * above U+FFFF refused, `join_at` not in the past, caption transcription on Zoom only with `zoom_settings.sdk =
 * "web"`, `deduplication_key` held by a live bot); DELETE only while `scheduled` and `delete_data` only from
 * `ended`/`fatal_error` (bots/bots_api_views.py); state transitions (bots/models.py BotEventManager); webhooks
 * signed with `X-Webhook-Signature` over sorted-key JSON and tried 3 times (bots/webhook_utils.py,
 * bots/tasks/deliver_webhook_task.py). A meeting does not play itself: tests move a bot with
 * `POST /__sandbox/attendee/bots/:id/events {"event_type": …}`.
 */
export const SANDBOX_ATTENDEE_API_KEY = "sandbox-attendee-key";
export const SANDBOX_ATTENDEE_WEBHOOK_SECRET = Buffer.from("sandbox-attendee-webhook-secret!").toString("base64");
const DELIVERY_ATTEMPTS = 3;

interface AttendeeBot {
  id: string;
  meeting_url: string;
  bot_name: string;
  state: string;
  events: { type: string; sub_type: string | null; created_at: string }[];
  join_at: string | null;
  metadata: Record<string, unknown>;
  deduplication_key: string | null;
  data_deleted: boolean;
}

// bots/models.py VALID_TRANSITIONS, the part a meeting walks through.
const TRANSITIONS: Record<string, { from: string[]; to: string }> = {
  joined_meeting: { from: ["joining", "waiting_room"], to: "joined_not_recording" },
  recording_permission_granted: { from: ["joined_not_recording"], to: "joined_recording" },
  leave_requested: { from: ["joining", "waiting_room", "joined_not_recording", "joined_recording"], to: "leaving" },
  left_meeting: { from: ["leaving"], to: "post_processing" },
  meeting_ended: { from: ["joined_not_recording", "joined_recording", "leaving"], to: "post_processing" },
  post_processing_completed: { from: ["post_processing"], to: "ended" },
  fatal_error: { from: ["joining", "waiting_room", "joined_not_recording", "joined_recording", "leaving", "post_processing"], to: "fatal_error" },
};
const TERMINAL = new Set(["ended", "fatal_error", "data_deleted"]);
const IN_CALL = new Set(["joined_not_recording", "joined_recording", "joined_recording_paused", "joined_recording_permission_denied"]);

const Create = z.object({
  meeting_url: z.string().min(1),
  bot_name: z.string().min(1),
  join_at: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  deduplication_key: z.string().nullable().optional(),
  transcription_settings: z.record(z.string(), z.unknown()).optional(),
  zoom_settings: z.object({ sdk: z.enum(["web", "native"]).optional() }).loose().optional(),
});

const beyondBasicPlane = (text: string) => [...text].some((c) => (c.codePointAt(0) ?? 0) > 0xffff);

/** Python's json.dumps(sort_keys=True, separators=(",", ":"), ensure_ascii=False) for the JSON this emulation sends. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function createAttendee(ctx: SandboxContext): { routes: Hono } {
  const bots = new Map<string, AttendeeBot>();
  const config = { webhookUrl: null as string | null, secret: SANDBOX_ATTENDEE_WEBHOOK_SECRET };
  const deliveries: { trigger: string; status: number | null; attempt: number }[] = [];
  ctx.onReset(() => {
    bots.clear();
    deliveries.length = 0;
  });

  async function deliver(bot: AttendeeBot, trigger: string, data: unknown): Promise<void> {
    if (!config.webhookUrl) return;
    const payload = { idempotency_key: randomUUID(), bot_id: bot.id, bot_metadata: bot.metadata, trigger, data };
    const signature = createHmac("sha256", Buffer.from(config.secret, "base64")).update(canonical(payload), "utf8").digest("base64");
    for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS; attempt++) {
      let status: number | null;
      try {
        const res = await fetch(config.webhookUrl, { method: "POST", headers: { "content-type": "application/json", "user-agent": "Attendee-Webhook/1.0", "x-webhook-signature": signature }, body: JSON.stringify(payload), redirect: "manual", signal: AbortSignal.timeout(10_000) });
        status = res.status;
        await res.body?.cancel();
      } catch {
        status = null;
      }
      deliveries.push({ trigger, status, attempt });
      if (status !== null && status >= 200 && status < 300) return;
      await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
    }
  }

  function move(bot: AttendeeBot, eventType: string, subType: string | null = null): boolean {
    const rule = TRANSITIONS[eventType];
    if (!rule?.from.includes(bot.state)) return false;
    const old = bot.state;
    const created_at = ctx.now().toISOString();
    bot.state = rule.to;
    bot.events.push({ type: eventType, sub_type: subType, created_at });
    void deliver(bot, "bot.state_change", { old_state: old, new_state: bot.state, event_type: eventType, event_sub_type: subType, event_metadata: {}, created_at });
    return true;
  }

  const app = new Hono();
  app.use("/attendee/api/v1/*", async (c, next) => {
    const header = c.req.header("authorization");
    if (!header) return jsonResponse({ detail: "Missing Authorization header" }, 401);
    if (!header.startsWith("Token ")) return jsonResponse({ detail: "Invalid Authorization header. Should have this format: Token <api_key>" }, 401);
    if (header.slice(6) !== SANDBOX_ATTENDEE_API_KEY) return jsonResponse({ detail: "Invalid or disabled API key" }, 401);
    await next();
  });

  app.post("/attendee/api/v1/bots", async (c) => {
    const parsed = Create.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return jsonResponse(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join(".") || "non_field_errors", [i.message]])), 400);
    const body = parsed.data;
    if (beyondBasicPlane(body.bot_name)) return jsonResponse({ bot_name: ["Bot name cannot contain emojis or rare script characters."] }, 400);
    if (body.join_at && Date.parse(body.join_at) < ctx.now().getTime()) return jsonResponse({ join_at: ["join_at cannot be in the past"] }, 400);
    const zoom = /(^|\.)zoom\.us$/i.test(new URL(body.meeting_url).hostname);
    if (zoom && body.transcription_settings && "meeting_closed_captions" in body.transcription_settings && body.zoom_settings?.sdk !== "web") {
      return jsonResponse({ transcription_settings: "Closed caption based transcription is not supported for Zoom when using the native SDK. Please set 'zoom_settings.sdk' to 'web' in the bot creation request." }, 400);
    }
    const key = body.deduplication_key ?? null;
    if (key && [...bots.values()].some((b) => b.deduplication_key === key && !TERMINAL.has(b.state))) {
      return jsonResponse({ error: "Deduplication key already in use by a bot in a non-terminal state" }, 400);
    }
    const scheduled = Boolean(body.join_at);
    const bot: AttendeeBot = {
      id: `bot_${randomUUID().replaceAll("-", "").slice(0, 16)}`,
      meeting_url: body.meeting_url,
      bot_name: body.bot_name,
      state: scheduled ? "scheduled" : "joining",
      events: scheduled ? [] : [{ type: "join_requested", sub_type: null, created_at: ctx.now().toISOString() }],
      join_at: body.join_at ?? null,
      metadata: body.metadata ?? {},
      deduplication_key: key,
      data_deleted: false,
    };
    bots.set(bot.id, bot);
    return jsonResponse(view(bot), 201);
  });

  app.get("/attendee/api/v1/bots", (c) => {
    const key = c.req.query("deduplication_key");
    const results = [...bots.values()].filter((b) => !key || b.deduplication_key === key).map(view);
    return jsonResponse({ next: null, previous: null, results });
  });

  const withBot = (handler: (bot: AttendeeBot, body: Record<string, unknown>) => Response) => async (c: { req: { param: (k: string) => string | undefined; json: () => Promise<unknown> } }) => {
    const bot = bots.get(c.req.param("id") ?? "");
    if (!bot) return jsonResponse({ error: "Bot not found" }, 404);
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    return handler(bot, body);
  };

  app.get("/attendee/api/v1/bots/:id", withBot((bot) => jsonResponse(view(bot))));
  app.delete(
    "/attendee/api/v1/bots/:id",
    withBot((bot) => {
      if (bot.state !== "scheduled") return jsonResponse({ error: `Bot is in state ${bot.state} but can only be deleted when in scheduled state` }, 400);
      bots.delete(bot.id);
      return new Response(null, { status: 200 });
    }),
  );
  app.post(
    "/attendee/api/v1/bots/:id/leave",
    withBot((bot) => (move(bot, "leave_requested", "user_requested") ? jsonResponse(view(bot)) : jsonResponse({ error: `Bot is in state ${bot.state} and cannot leave` }, 400))),
  );
  app.post(
    "/attendee/api/v1/bots/:id/send_chat_message",
    withBot((bot, body) => {
      if (!IN_CALL.has(bot.state)) return jsonResponse({ error: `Bot is in state ${bot.state} and cannot send chat messages` }, 400);
      if (typeof body.message !== "string" || !body.message) return jsonResponse({ message: ["This field is required."] }, 400);
      if (beyondBasicPlane(body.message)) return jsonResponse({ message: ["Message cannot contain emojis or rare script characters."] }, 400);
      return new Response(null, { status: 200 });
    }),
  );
  app.post(
    "/attendee/api/v1/bots/:id/delete_data",
    withBot((bot) => {
      if (bot.state !== "ended" && bot.state !== "fatal_error") return jsonResponse({ error: `Bot is in state ${bot.state} but can only delete data when in ended or fatal_error state` }, 400);
      bot.state = "data_deleted";
      bot.data_deleted = true;
      bot.events.push({ type: "data_deleted", sub_type: null, created_at: ctx.now().toISOString() });
      return jsonResponse(view(bot));
    }),
  );

  app.post("/__sandbox/attendee/config", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { webhook_url?: string | null };
    if (body.webhook_url !== undefined) config.webhookUrl = body.webhook_url;
    return jsonResponse({ webhook_url: config.webhookUrl });
  });
  app.get("/__sandbox/attendee/deliveries", () => jsonResponse({ deliveries }));
  app.post("/__sandbox/attendee/bots/:id/events", async (c) => {
    const bot = bots.get(c.req.param("id"));
    if (!bot) return jsonResponse({ error: "not_found" }, 404);
    const body = (await c.req.json().catch(() => ({}))) as { event_type?: string; event_sub_type?: string | null };
    if (bot.state === "scheduled") {
      bot.state = "joining";
      bot.events.push({ type: "join_requested", sub_type: null, created_at: ctx.now().toISOString() });
    }
    return move(bot, body.event_type ?? "", body.event_sub_type ?? null) ? jsonResponse(view(bot)) : jsonResponse({ error: `no ${body.event_type} from ${bot.state}` }, 409);
  });
  return { routes: app };
}

function view(bot: AttendeeBot) {
  const { data_deleted: _deleted, ...rest } = bot;
  return { ...rest, transcription_state: "not_started", recording_state: "not_started" };
}
