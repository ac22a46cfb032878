import { randomUUID } from "node:crypto";
import { BotNotFoundError, BotProviderRequestError } from "./errors";
import type { CreateBotRequest, MeetingBotProvider, ProviderAccountCheck, ProviderBot, TranscriptSegment } from "./interface";
import { parseRecallEvent } from "./recall-events";
import { verifyRecallSignature } from "./signature";

/** In-memory provider for service tests: records every call; `failNext` makes the next call throw. */
export class FakeBotProvider implements MeetingBotProvider {
  readonly name = "fake";
  readonly bots = new Map<string, ProviderBot & { left: boolean; deleted: boolean; mediaDeleted: boolean; chat: string[]; request: CreateBotRequest }>();
  readonly calls: string[] = [];
  #failure: Error | null = null;
  #byKey = new Map<string, string>();

  constructor(readonly webhookSecret = "whsec_ZmFrZS1ib3Qtc2VjcmV0LWZha2UtYm90LXNlY3JldA==") {}

  failNext(error: Error): void {
    this.#failure = error;
  }

  /** Records the call and answers asynchronously, rejecting with the armed failure if any. */
  #respond<T>(name: string, answer: () => T): Promise<T> {
    this.calls.push(name);
    const failure = this.#failure;
    this.#failure = null;
    if (failure) return Promise.reject(failure);
    try {
      return Promise.resolve(answer());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  #get(botId: string) {
    const bot = this.bots.get(botId);
    if (!bot) throw new BotNotFoundError(botId);
    return bot;
  }

  createBot(request: CreateBotRequest): Promise<ProviderBot> {
    return this.#respond("createBot", () => {
      const existing = this.#byKey.get(request.idempotencyKey);
      if (existing) return this.#get(existing);
      const bot = { id: randomUUID(), botName: request.botName, joinAt: request.joinAt, metadata: request.metadata, statusChanges: [], left: false, deleted: false, mediaDeleted: false, chat: [], request };
      this.bots.set(bot.id, bot);
      this.#byKey.set(request.idempotencyKey, bot.id);
      return bot;
    });
  }

  /** What `checkAccount` answers; tests set it. */
  account: ProviderAccountCheck = { state: "ok", httpStatus: 200, detail: null };

  checkAccount(): Promise<ProviderAccountCheck> {
    this.calls.push("checkAccount");
    return Promise.resolve(this.account);
  }

  getBot(botId: string): Promise<ProviderBot> {
    return this.#respond("getBot", () => this.#get(botId));
  }

  findBot({ sessionId }: { sessionId: string; idempotencyKey: string }): Promise<ProviderBot | null> {
    return this.#respond("findBot", () => [...this.bots.values()].find((b) => !b.deleted && b.metadata.session_id === sessionId) ?? null);
  }

  leaveCall(botId: string): Promise<void> {
    return this.#respond("leaveCall", () => {
      const bot = this.#get(botId);
      if (bot.left) throw new BotProviderRequestError("The bot is not in a call.", 400, null);
      bot.left = true;
    });
  }

  deleteScheduledBot(botId: string): Promise<boolean> {
    return this.#respond("deleteScheduledBot", () => {
      const bot = this.#get(botId);
      if (bot.statusChanges.length > 0) return false;
      bot.deleted = true;
      return true;
    });
  }

  deleteBotMedia(botId: string): Promise<void> {
    return this.#respond("deleteBotMedia", () => {
      const bot = this.bots.get(botId);
      if (bot) bot.mediaDeleted = true;
    });
  }

  sendChatMessage(botId: string, message: string): Promise<void> {
    return this.#respond("sendChatMessage", () => void this.#get(botId).chat.push(message));
  }

  /** Only real providers deliver a private message; the fake has no participants to send it to. */
  supportsPrivateChat(): boolean {
    return false;
  }

  sendPrivateChatMessage(botId: string): Promise<void> {
    return this.#respond("sendPrivateChatMessage", () => void this.#get(botId));
  }

  outputAudio(botId: string): Promise<void> {
    return this.#respond("outputAudio", () => void this.#get(botId));
  }

  /** Provider-side text-to-speech (as Attendee has): what was said is kept with the bot's chat, prefixed "(spoken) ". */
  speak(botId: string, text: string): Promise<void> {
    return this.#respond("speak", () => void this.#get(botId).chat.push(`(spoken) ${text}`));
  }

  getTranscript(botId: string): Promise<TranscriptSegment[]> {
    return this.#respond("getTranscript", () => {
      this.#get(botId);
      return [];
    });
  }

  parseWebhook(headers: Headers, rawBody: string, now: Date) {
    return parseRecallEvent(verifyRecallSignature(this.webhookSecret, headers, rawBody, now), rawBody, now);
  }
}
