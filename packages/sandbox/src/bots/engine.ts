import { randomUUID } from "node:crypto";
import type { SandboxContext } from "../core/context";
import type { ParsedMeetingUrl } from "./meeting-url";
import { buildScript, scenarioFor, type Scenario, type ScriptParticipant, type ScriptStep } from "./scenarios";
import { signWebhook } from "./signature";

export const BOT_WEBHOOK_FAULTS = ["duplicate", "reorder", "fail"] as const;
export const BOT_WEBHOOK_FAULT_NAMESPACE = "bots_webhooks";

export interface BotsConfig {
  /** Dashboard webhook endpoint: receives every `bot.<code>` status event. */
  webhookUrl: string | null;
  /** `whsec_…` workspace verification secret that signs every request. */
  webhookSecret: string;
  /** Meeting seconds per real second: 1 plays in real time, 600 plays a 10-minute meeting in 1 s. */
  timeScale: number;
  /** The API key clients must send (`Authorization: Token <key>` or the bare key). */
  apiKey: string;
  /**
   * The workspace's standing, as Recall's error guide lists it: `available`; `out_of_credit` (a self-serve
   * workspace with no credit left: every call answers 402); `overloaded` (every call answers 503 with
   * Retry-After until it is set back). Unlike the one-shot faults, it lasts until changed or reset.
   */
  capacity: BotCapacity;
}

export const BOT_CAPACITIES = ["available", "out_of_credit", "overloaded"] as const;
export type BotCapacity = (typeof BOT_CAPACITIES)[number];

interface RealtimeEndpoint {
  id: string;
  url: string;
  events: string[];
}

export interface StatusChange {
  code: string;
  sub_code: string | null;
  message: string | null;
  created_at: string;
}

export interface BotRecord {
  id: string;
  meetingUrl: ParsedMeetingUrl;
  botName: string;
  joinAt: string | null;
  metadata: Record<string, string>;
  scenario: Scenario;
  statusChanges: StatusChange[];
  transcript: { speaker: string; speaker_id: number; words: { text: string; start_time: number; end_time: number }[] }[];
  participants: Map<number, ScriptParticipant & { events: { code: "join" | "leave"; created_at: string }[] }>;
  /** What the bot said in the chat (send_chat_message), for tests to read. */
  chat: { to: string; message: string; pin: boolean; sent_at: string }[];
  /** What the bot played (output_audio): size, when, and whether the bytes look like an mp3. */
  audio: { bytes: number; mp3: boolean; sent_at: string; said: string | null; voice: string | null }[];
  /** What scripted participants typed in the chat. */
  participantChat: { participant: string; text: string; at: string }[];
  realtimeEndpoints: RealtimeEndpoint[];
  recordingId: string;
  /** When `delete_media` wiped the recording, transcript and chat (ISO), for tests to check; null while kept. */
  mediaDeletedAt: string | null;
  /** Wall-clock ms when the script's second 0 happens (dispatch). */
  startsAtMs: number;
  timers: Set<NodeJS.Timeout>;
}

export interface CreateBotInput {
  meetingUrl: ParsedMeetingUrl;
  rawMeetingUrl: string;
  botName: string;
  joinAt: string | null;
  metadata: Record<string, string>;
  waitingRoomTimeout: number;
  nooneJoinedTimeout: number;
  realtimeEndpoints: { url: string; events: string[] }[];
}

export interface DeliveryRecord {
  webhook_id: string;
  event: string;
  url: string;
  status: number | null;
  attempt: number;
}

const IN_CALL = new Set(["in_call_not_recording", "in_call_recording", "recording_permission_allowed", "recording_permission_denied"]);
const TERMINAL = new Set(["call_ended", "done", "fatal"]);
const MAX_ATTEMPTS = 4;

/** The emulated bot fleet: runs each bot's script on timers and delivers signed webhooks in order. */
export class BotEngine {
  readonly bots = new Map<string, BotRecord>();
  readonly deliveries: DeliveryRecord[] = [];
  /** Idempotency-Key → bot id. */
  readonly idempotency = new Map<string, string>();
  #queues = new Map<string, Promise<void>>();
  #held: { url: string; event: string; body: string } | null = null;
  #generation = 0;

  constructor(
    private readonly ctx: SandboxContext,
    readonly config: BotsConfig,
  ) {
    ctx.faults.define(BOT_WEBHOOK_FAULT_NAMESPACE, BOT_WEBHOOK_FAULTS);
    ctx.onReset(() => this.reset());
  }

  create(input: CreateBotInput): BotRecord {
    const nowMs = this.ctx.now().getTime();
    const joinAtMs = input.joinAt ? Date.parse(input.joinAt) : nowMs;
    const bot: BotRecord = {
      id: randomUUID(),
      meetingUrl: input.meetingUrl,
      botName: input.botName,
      joinAt: input.joinAt,
      metadata: input.metadata,
      scenario: scenarioFor(input.rawMeetingUrl),
      statusChanges: [],
      transcript: [],
      participants: new Map(),
      chat: [],
      audio: [],
      participantChat: [],
      realtimeEndpoints: input.realtimeEndpoints.map((e) => ({ id: randomUUID(), ...e })),
      recordingId: randomUUID(),
      mediaDeletedAt: null,
      startsAtMs: Math.max(nowMs, joinAtMs),
      timers: new Set(),
    };
    this.bots.set(bot.id, bot);
    const script = buildScript(bot.scenario, {
      owner: { name: input.metadata.owner_name ?? "Meeting Owner", email: input.metadata.owner_email ?? null },
      waitingRoomTimeout: input.waitingRoomTimeout,
      nooneJoinedTimeout: input.nooneJoinedTimeout,
    });
    // A scheduled bot waits for join_at, compressed by the same time scale as the meeting itself.
    const dispatchDelay = (bot.startsAtMs - nowMs) / this.config.timeScale;
    for (const step of script) this.#schedule(bot, dispatchDelay + (step.at * 1000) / this.config.timeScale, () => this.#play(bot, step));
    return bot;
  }

  isDispatched(bot: BotRecord): boolean {
    return bot.statusChanges.length > 0;
  }

  isInCall(bot: BotRecord): boolean {
    return IN_CALL.has(bot.statusChanges.at(-1)?.code ?? "");
  }

  isFinished(bot: BotRecord): boolean {
    return TERMINAL.has(bot.statusChanges.at(-1)?.code ?? "");
  }

  /** `leave_call`: the rest of the script is dropped; the bot ends with `bot_received_leave_call`. */
  leave(bot: BotRecord): void {
    this.#cancel(bot);
    // In meeting time, like the script, and never before the last status change.
    const last = Date.parse(bot.statusChanges.at(-1)?.created_at ?? "") || 0;
    const at = Math.max(last, bot.startsAtMs + this.relativeSeconds(bot) * 1000);
    this.#status(bot, "call_ended", "bot_received_leave_call", new Date(at).toISOString());
    this.#schedule(bot, 2000 / this.config.timeScale, () => this.#status(bot, "done", null, new Date(at + 2000).toISOString()));
  }

  /** `DELETE /bot/{id}/` of a scheduled bot that has not been dispatched. */
  cancelScheduled(bot: BotRecord): void {
    this.#cancel(bot);
    this.bots.delete(bot.id);
  }

  /**
   * `delete_media`: the recording, transcript and chat are gone. Whether Recall accepts it for a bot still in
   * the call is not documented; the sandbox stops the bot's script so nothing more is captured.
   */
  deleteMedia(bot: BotRecord): void {
    this.#cancel(bot);
    bot.transcript = [];
    bot.participantChat = [];
    bot.mediaDeletedAt ??= this.ctx.now().toISOString();
  }

  reset(): void {
    this.#generation++;
    this.config.capacity = "available";
    for (const bot of this.bots.values()) this.#cancel(bot);
    this.bots.clear();
    this.idempotency.clear();
    this.deliveries.length = 0;
    this.#queues.clear();
    this.#held = null;
  }

  /** Script time of "now" for a bot, in meeting seconds since dispatch. */
  relativeSeconds(bot: BotRecord): number {
    return Math.max(0, ((this.ctx.now().getTime() - bot.startsAtMs) * this.config.timeScale) / 1000);
  }

  #schedule(bot: BotRecord, delayMs: number, run: () => void): void {
    const timer = setTimeout(() => {
      bot.timers.delete(timer);
      run();
    }, Math.max(0, delayMs));
    timer.unref();
    bot.timers.add(timer);
  }

  #cancel(bot: BotRecord): void {
    for (const timer of bot.timers) clearTimeout(timer);
    bot.timers.clear();
  }

  /** Scripted moments carry scripted timestamps: dispatch time plus the step's meeting seconds. */
  #at(bot: BotRecord, seconds: number): string {
    return new Date(bot.startsAtMs + seconds * 1000).toISOString();
  }

  #play(bot: BotRecord, step: ScriptStep): void {
    if (step.kind === "status") return this.#status(bot, step.code, step.sub_code, this.#at(bot, step.at));
    const participant = { id: step.participant.id, name: step.participant.name, is_host: step.participant.is_host, platform: "desktop", extra_data: {}, email: step.participant.email };
    const common = { bot: { id: bot.id, metadata: bot.metadata }, recording: { id: bot.recordingId, metadata: {} } };
    if (step.kind === "transcript") {
      const words = step.text.split(" ");
      const per = step.duration / words.length;
      const wordObjects = words.map((text, i) => ({
        text,
        start_timestamp: { relative: step.at + i * per, absolute: this.#at(bot, step.at + i * per) },
        end_timestamp: { relative: step.at + (i + 1) * per, absolute: this.#at(bot, step.at + (i + 1) * per) },
      }));
      bot.transcript.push({ speaker: participant.name, speaker_id: participant.id, words: wordObjects.map((w) => ({ text: w.text, start_time: w.start_timestamp.relative, end_time: w.end_timestamp.relative })) });
      return this.#realtime(bot, "transcript.data", (endpoint) => ({
        data: { participant, words: wordObjects },
        realtime_endpoint: { id: endpoint.id, metadata: {} },
        transcript: { id: bot.recordingId, metadata: {} },
        ...common,
      }));
    }
    if (step.kind === "chat") {
      bot.participantChat.push({ participant: participant.name, text: step.text, at: this.#at(bot, step.at) });
      return this.#realtime(bot, "participant_events.chat_message", (endpoint) => ({
        data: { participant, timestamp: { absolute: this.#at(bot, step.at), relative: step.at }, data: { text: step.text, to: "everyone" } },
        realtime_endpoint: { id: endpoint.id, metadata: {} },
        participant_events: { id: bot.recordingId, metadata: {} },
        ...common,
      }));
    }
    const entry = bot.participants.get(participant.id) ?? { ...step.participant, events: [] };
    entry.events.push({ code: step.kind, created_at: this.#at(bot, step.at) });
    bot.participants.set(participant.id, entry);
    this.#realtime(bot, `participant_events.${step.kind}`, (endpoint) => ({
      data: { participant, timestamp: { absolute: this.#at(bot, step.at), relative: step.at }, data: null },
      realtime_endpoint: { id: endpoint.id, metadata: {} },
      participant_events: { id: bot.recordingId, metadata: {} },
      ...common,
    }));
  }

  #status(bot: BotRecord, code: string, subCode: string | null, at?: string): void {
    const change: StatusChange = { code, sub_code: subCode, message: null, created_at: at ?? this.ctx.now().toISOString() };
    bot.statusChanges.push(change);
    if (!this.config.webhookUrl) return;
    const body = { event: `bot.${code}`, data: { data: { code, sub_code: subCode, updated_at: change.created_at }, bot: { id: bot.id, metadata: bot.metadata } } };
    this.#enqueue(bot.id, this.config.webhookUrl, body.event, JSON.stringify(body));
  }

  #realtime(bot: BotRecord, event: string, build: (endpoint: RealtimeEndpoint) => object): void {
    for (const endpoint of bot.realtimeEndpoints) {
      if (!endpoint.events.includes(event)) continue;
      this.#enqueue(bot.id, endpoint.url, event, JSON.stringify({ event, data: build(endpoint) }));
    }
  }

  /** One ordered delivery queue per bot, as status webhooks arrive in order of occurrence. */
  #enqueue(botId: string, url: string, event: string, body: string): void {
    const { faults } = this.ctx;
    const ns = BOT_WEBHOOK_FAULT_NAMESPACE;
    const batch: { url: string; event: string; body: string }[] = [];
    if (faults.consume(ns, "reorder") && !this.#held) {
      this.#held = { url, event, body };
      return;
    }
    batch.push({ url, event, body });
    if (this.#held) {
      batch.push(this.#held);
      this.#held = null;
    }
    if (faults.consume(ns, "duplicate")) batch.push({ url, event, body });
    const drop = faults.consume(ns, "fail");
    const generation = this.#generation;
    const ids = new Map<string, string>();
    for (const item of batch) {
      // The id is fixed per message (same across retries and duplicate sends), as Svix does.
      const id = ids.get(item.body) ?? `msg_${randomUUID().replaceAll("-", "").slice(0, 20)}`;
      ids.set(item.body, id);
      const previous = this.#queues.get(botId) ?? Promise.resolve();
      const next = previous.then(() => (generation === this.#generation && !drop ? this.#deliver(item, id) : undefined));
      this.#queues.set(botId, next);
    }
  }

  async #deliver(item: { url: string; event: string; body: string }, id: string): Promise<void> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const timestamp = Math.floor(this.ctx.now().getTime() / 1000);
      let status: number | null;
      try {
        const response = await fetch(item.url, {
          method: "POST",
          headers: { "content-type": "application/json", "user-agent": "Svix-Webhooks/1.0", ...signWebhook(this.config.webhookSecret, id, timestamp, item.body) },
          body: item.body,
          signal: AbortSignal.timeout(15_000),
          redirect: "manual",
        });
        status = response.status;
        await response.body?.cancel();
      } catch {
        status = null;
      }
      this.deliveries.push({ webhook_id: id, event: item.event, url: item.url, status, attempt });
      if (status !== null && status >= 200 && status < 300) return;
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
    }
  }
}
