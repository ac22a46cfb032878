import { Hono, type Context } from "hono";
import { z } from "zod";
import type { SandboxContext } from "../core/context";
import { jsonResponse } from "../core/http";
import type { BotEngine, BotRecord } from "./engine";
import { parseMeetingUrl } from "./meeting-url";
import { readId3Artist, readId3Title } from "../openai/id3";

export const BOT_API_FAULTS = ["server_error", "rate_limit", "pool_empty", "slow"] as const;
export const BOT_API_FAULT_NAMESPACE = "bots_api";

const IDEMPOTENCY_WINDOW_MS = 60 * 60_000;
const StringMap = z.record(z.string(), z.string());
const CreateBody = z.object({
  meeting_url: z.string({ error: "This field is required." }).min(1, "This field may not be blank.").max(2048, "Ensure this field has no more than 2048 characters."),
  bot_name: z.string().min(1).max(100).optional(),
  join_at: z.iso.datetime({ offset: true, error: "Datetime has wrong format." }).nullable().optional(),
  metadata: StringMap.optional(),
  automatic_leave: z
    .object({ waiting_room_timeout: z.number().int().positive().optional(), noone_joined_timeout: z.number().int().positive().optional() })
    .loose()
    .optional(),
  recording_config: z
    .object({ realtime_endpoints: z.array(z.object({ type: z.enum(["webhook", "websocket"]), url: z.url(), events: z.array(z.string()) })).optional() })
    .loose()
    .optional(),
});
const ChatBody = z.object({ to: z.string().default("everyone"), message: z.string().min(1).max(4096), pin: z.boolean().default(false) });
const AudioBody = z.object({ kind: z.literal("mp3"), b64_data: z.string().min(1).max(1_835_008).regex(/^[A-Za-z0-9+/]+={0,2}$/) });

const fieldErrors = (error: z.ZodError) =>
  Object.fromEntries(error.issues.map((issue) => [issue.path.join(".") || "non_field_errors", [issue.message]]));

/** Recall.ai's bot API (`/api/v1/bot/…`, trailing slashes as Recall writes them). */
export function botApiRoutes(ctx: SandboxContext, engine: BotEngine): Hono {
  ctx.faults.define(BOT_API_FAULT_NAMESPACE, BOT_API_FAULTS);
  const app = new Hono();

  /** Armed faults and the account's state, in front of every endpoint. */
  const faultsFirst = async (next: () => Promise<void>): Promise<Response | undefined> => {
    const { faults } = ctx;
    if (faults.consume(BOT_API_FAULT_NAMESPACE, "slow")) await new Promise((r) => setTimeout(r, 3000));
    if (faults.consume(BOT_API_FAULT_NAMESPACE, "rate_limit")) return jsonResponse({ detail: "Request was throttled." }, 429, { "Retry-After": "1" });
    if (faults.consume(BOT_API_FAULT_NAMESPACE, "server_error")) return jsonResponse({ detail: "Service temporarily unavailable." }, 503);
    if (engine.config.capacity === "out_of_credit") return jsonResponse({ code: "insufficient_credit", detail: "Your workspace is out of credit. Add credit to continue creating bots." }, 402);
    if (engine.config.capacity === "overloaded") return jsonResponse({ detail: "Service temporarily unavailable." }, 503, { "Retry-After": "30" });
    await next();
    return undefined;
  };

  app.use("/api/v1/*", async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const apiKey = header.replace(/^Token\s+/i, "");
    if (!apiKey || apiKey !== engine.config.apiKey) return jsonResponse({ detail: "Invalid API token." }, 401);
    // docs.recall.ai/reference/idempotency: a key is matched with the caller and the path, and a matching
    // request still being processed answers 409 (docs.recall.ai/reference/errors: "retry with exponential backoff").
    const idempotencyKey = ["POST", "PUT", "PATCH"].includes(c.req.method) ? c.req.header("idempotency-key") : undefined;
    if (!idempotencyKey) return faultsFirst(next);
    const flight = `${c.req.method} ${c.req.path} ${idempotencyKey}`;
    if (engine.idempotencyInFlight.has(flight)) return jsonResponse({ detail: "A request with this idempotency key is already being processed." }, 409);
    engine.idempotencyInFlight.add(flight);
    try {
      return await faultsFirst(next);
    } finally {
      engine.idempotencyInFlight.delete(flight);
    }
  });

  app.post("/api/v1/bot/", async (c) => {
    const body = await readJson(c);
    if (body === undefined) return jsonResponse({ detail: "JSON parse error." }, 400);
    const parsed = CreateBody.safeParse(body);
    if (!parsed.success) return jsonResponse(fieldErrors(parsed.error), 400);
    const meetingUrl = parseMeetingUrl(parsed.data.meeting_url);
    if (!meetingUrl) return jsonResponse({ meeting_url: ["Invalid meeting URL or unsupported platform."] }, 400);
    // docs.recall.ai/reference/idempotency: a request with a key that completed in the previous hour is
    // answered with that request's response; after the hour the key is new again (and books a new bot).
    const idempotencyKey = c.req.header("idempotency-key");
    const remembered = idempotencyKey ? engine.idempotency.get(idempotencyKey) : undefined;
    const earlier = remembered && ctx.now().getTime() - remembered.atMs < IDEMPOTENCY_WINDOW_MS ? engine.bots.get(remembered.botId) : undefined;
    if (earlier) return jsonResponse(botJson(earlier), 201);
    const joinAt = parsed.data.join_at ?? null;
    const scheduled = joinAt !== null && Date.parse(joinAt) - ctx.now().getTime() > 10 * 60_000;
    // Only ad-hoc bots come from the shared pool, so only they can meet an empty one (507), with the advice
    // of docs.recall.ai/reference/errors: "retry the request every 30 seconds".
    if (!scheduled && ctx.faults.consume(BOT_API_FAULT_NAMESPACE, "pool_empty")) return jsonResponse({ detail: "Out of adhoc bots -- Please retry in 30 seconds." }, 507, { "Retry-After": "30" });
    const bot = engine.create({
      meetingUrl,
      rawMeetingUrl: parsed.data.meeting_url,
      botName: parsed.data.bot_name ?? "Meeting Notetaker",
      joinAt,
      metadata: parsed.data.metadata ?? {},
      waitingRoomTimeout: parsed.data.automatic_leave?.waiting_room_timeout ?? 1200,
      nooneJoinedTimeout: parsed.data.automatic_leave?.noone_joined_timeout ?? 1200,
      realtimeEndpoints: (parsed.data.recording_config?.realtime_endpoints ?? []).filter((e) => e.type === "webhook"),
    });
    if (idempotencyKey) engine.idempotency.set(idempotencyKey, { botId: bot.id, atMs: ctx.now().getTime() });
    return jsonResponse(botJson(bot), 201);
  });

  const withBot = (handler: (c: Context, bot: BotRecord) => Response | Promise<Response>) => (c: Context) => {
    const bot = engine.bots.get(c.req.param("id") ?? "");
    return bot ? handler(c, bot) : jsonResponse({ detail: "Not found." }, 404);
  };

  // List (reference §1.2): `metadata__<key>=<value>` and `join_at_after` / `join_at_before` filters,
  // pages of `page_size` (default 100) linked by `next`. Cancelled scheduled bots are gone, as at Recall.
  app.get("/api/v1/bot/", (c) => {
    const url = new URL(c.req.url);
    const metadata = [...url.searchParams].flatMap(([k, v]) => (k.startsWith("metadata__") ? [[k.slice("metadata__".length), v] as const] : []));
    const after = Date.parse(url.searchParams.get("join_at_after") ?? "");
    const before = Date.parse(url.searchParams.get("join_at_before") ?? "");
    const pageSize = Math.min(Math.max(Number(url.searchParams.get("page_size")) || 100, 1), 1000);
    const offset = Math.max(Number(url.searchParams.get("cursor")) || 0, 0);
    const matching = [...engine.bots.values()].filter((bot) => {
      if (metadata.some(([k, v]) => bot.metadata[k] !== v)) return false;
      const joinAt = bot.joinAt ? Date.parse(bot.joinAt) : Number.NaN;
      if (!Number.isNaN(after) && !(joinAt >= after)) return false;
      if (!Number.isNaN(before) && !(joinAt <= before)) return false;
      return true;
    });
    const page = matching.slice(offset, offset + pageSize);
    const next = offset + pageSize < matching.length ? new URL(url) : null;
    next?.searchParams.set("cursor", String(offset + pageSize));
    return jsonResponse({ next: next?.toString() ?? null, previous: null, results: page.map(botJson) });
  });

  app.get("/api/v1/bot/:id/", withBot((_c, bot) => jsonResponse(botJson(bot))));

  app.delete(
    "/api/v1/bot/:id/",
    withBot((_c, bot) => {
      if (engine.isDispatched(bot)) return jsonResponse({ detail: "Cannot delete a bot that has already been dispatched." }, 405);
      engine.cancelScheduled(bot);
      return new Response(null, { status: 204 });
    }),
  );

  app.post(
    "/api/v1/bot/:id/leave_call/",
    withBot((_c, bot) => {
      if (!engine.isDispatched(bot) || engine.isFinished(bot)) return jsonResponse({ code: "cannot_command_completed_bot", detail: "The bot is not in a call." }, 400);
      engine.leave(bot);
      return jsonResponse(botJson(bot));
    }),
  );

  app.post(
    "/api/v1/bot/:id/send_chat_message/",
    withBot(async (c, bot) => {
      const parsed = ChatBody.safeParse(await readJson(c));
      if (!parsed.success) return jsonResponse(fieldErrors(parsed.error), 400);
      if (!engine.isInCall(bot)) return jsonResponse({ code: "cannot_command_unstarted_bot", detail: "The bot is not in the call." }, 400);
      if (bot.meetingUrl.platform === "google_meet" && parsed.data.message.length > 500) return jsonResponse({ message: ["Google Meet messages are limited to 500 characters."] }, 400);
      // A direct message (`to` = a participant id) exists on Zoom only; elsewhere `to` is "everyone".
      if (parsed.data.to !== "everyone" && bot.meetingUrl.platform !== "zoom") return jsonResponse({ to: [`"${parsed.data.to}" is not a valid recipient on ${bot.meetingUrl.platform}: only "everyone".`] }, 400);
      bot.chat.push({ ...parsed.data, sent_at: ctx.now().toISOString() });
      return jsonResponse({});
    }),
  );

  app.post(
    "/api/v1/bot/:id/output_audio/",
    withBot(async (c, bot) => {
      const parsed = AudioBody.safeParse(await readJson(c));
      if (!parsed.success) return jsonResponse(fieldErrors(parsed.error), 400);
      if (!engine.isInCall(bot)) return jsonResponse({ code: "cannot_command_unstarted_bot", detail: "The bot is not in the call." }, 400);
      const bytes = Buffer.from(parsed.data.b64_data, "base64");
      // The sandbox speech titles its clips with their words: what the bot said aloud, for tests to read back.
      bot.audio.push({ bytes: bytes.length, mp3: looksLikeMp3(bytes), sent_at: ctx.now().toISOString(), said: readId3Title(bytes), voice: readId3Artist(bytes) });
      return jsonResponse({});
    }),
  );

  // Delete Bot Media (Recall's `bot_delete_media_create`): irreversible; the bot itself stays listed.
  app.post(
    "/api/v1/bot/:id/delete_media/",
    withBot((_c, bot) => {
      engine.deleteMedia(bot);
      return jsonResponse({});
    }),
  );

  // Legacy "transcript so far" (reference §1.5).
  app.get(
    "/api/v1/bot/:id/transcript/",
    withBot((_c, bot) =>
      jsonResponse(bot.transcript.map((s) => ({ speaker: s.speaker, speaker_id: s.speaker_id, language: "en", is_final: true, original_transcript_id: null, words: s.words }))),
    ),
  );

  return app;
}

/** An ID3 tag or an MPEG audio frame sync (11 set bits) at the start. */
function looksLikeMp3(bytes: Buffer): boolean {
  if (bytes.subarray(0, 3).toString("latin1") === "ID3") return true;
  return bytes.length >= 4 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
}

async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

export function botJson(bot: BotRecord) {
  const last = bot.statusChanges.at(-1)?.code;
  return {
    id: bot.id,
    bot_name: bot.botName,
    meeting_url: bot.meetingUrl,
    join_at: bot.joinAt,
    metadata: bot.metadata,
    status_changes: bot.statusChanges,
    recordings: bot.statusChanges.some((s) => s.code === "in_call_recording")
      ? [{ id: bot.recordingId, status: { code: bot.mediaDeletedAt ? "deleted" : last === "done" ? "done" : "processing", sub_code: null, updated_at: bot.statusChanges.at(-1)?.created_at ?? null }, media_shortcuts: {} }]
      : [],
    meeting_participants: [...bot.participants.values()].map((p) => ({ id: p.id, name: p.name, is_host: p.is_host, platform: "desktop", extra_data: {}, events: p.events })),
  };
}
