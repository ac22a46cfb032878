import { BotNotFoundError, BotProviderRequestError, BotProviderUnavailableError } from "./errors";
import { requestJson, type HttpOptions } from "./http";
import type { MeetingBotProvider, ProviderAccountCheck, ProviderAccountState, ProviderBot } from "./interface";

/** What Recall's and Attendee's bot APIs spell differently for the verbs they share. */
export interface BotApiDialect {
  /** The bot's path, or one of its actions' (`leave_call/` or `leave`: each API's own spelling). */
  path(botId: string, action?: string): string;
  actions: { leave: string; chat: string; audio: string; deleteMedia: string };
  chatBody(message: string): unknown;
  /** The body of a chat message to one participant. */
  privateChatBody(participantId: string, message: string): unknown;
  /** Platforms on which the provider delivers a message to one participant. */
  privateChatPlatforms: readonly string[];
  audioBody(mp3Base64: string): unknown;
  /** What DELETE answers for a bot that has already been dispatched (it can then only be told to leave). */
  dispatchedStatus: number;
  readBot(body: unknown): ProviderBot;
  /** A one-item bot list: the cheapest authenticated read either API has. */
  probePath: string;
}

type SharedVerbs = Pick<MeetingBotProvider, "getBot" | "leaveCall" | "deleteScheduledBot" | "sendChatMessage" | "supportsPrivateChat" | "sendPrivateChatMessage" | "outputAudio" | "deleteBotMedia" | "checkAccount">;

const PROBE_TIMEOUT_MS = 5000;

/** What a failed probe says about the account (Recall's error guide; Attendee answers a subset). */
function accountState(error: unknown): ProviderAccountCheck {
  if (error instanceof BotProviderUnavailableError) {
    const status = error.status;
    const state: ProviderAccountState = status === 401 || status === 403 ? "unauthorized" : status === 507 ? "no_capacity" : status === 429 ? "throttled" : "unavailable";
    return { state, httpStatus: status, detail: error.message };
  }
  if (error instanceof BotProviderRequestError) {
    return { state: error.status === 402 ? "out_of_credit" : "unavailable", httpStatus: error.status, detail: error.message };
  }
  return { state: "unavailable", httpStatus: null, detail: error instanceof Error ? error.message : String(error) };
}

/** The verbs that are one request each, in either API. */
export function sharedBotVerbs(http: HttpOptions, api: BotApiDialect): SharedVerbs {
  const post = async (botId: string, action: string, body?: unknown) => void (await requestJson(http, "POST", api.path(botId, action), body));
  // A pre-flight check wants today's answer quickly: one attempt, a short timeout, no Retry-After waits.
  const probe = { ...http, maxAttempts: 1, timeoutMs: Math.min(http.timeoutMs, PROBE_TIMEOUT_MS) };
  return {
    async checkAccount() {
      try {
        await requestJson(probe, "GET", api.probePath);
        return { state: "ok", httpStatus: 200, detail: null };
      } catch (error) {
        return accountState(error);
      }
    },
    getBot: async (botId) => api.readBot((await requestJson(http, "GET", api.path(botId))).body),
    leaveCall: (botId) => post(botId, api.actions.leave),
    async deleteScheduledBot(botId) {
      try {
        await requestJson(http, "DELETE", api.path(botId));
        return true;
      } catch (error) {
        if (error instanceof BotProviderRequestError && error.status === api.dispatchedStatus) return false;
        throw error;
      }
    },
    sendChatMessage: (botId, message) => post(botId, api.actions.chat, api.chatBody(message)),
    supportsPrivateChat: (platform) => api.privateChatPlatforms.includes(platform),
    sendPrivateChatMessage: (botId, participantId, message) => post(botId, api.actions.chat, api.privateChatBody(participantId, message)),
    outputAudio: (botId, mp3Base64) => post(botId, api.actions.audio, api.audioBody(mp3Base64)),
    async deleteBotMedia(botId) {
      try {
        await post(botId, api.actions.deleteMedia);
      } catch (error) {
        // Already gone at the provider: nothing of it is left to delete.
        if (error instanceof BotNotFoundError) return;
        throw error;
      }
    },
  };
}
