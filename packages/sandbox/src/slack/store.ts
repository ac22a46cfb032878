import { randomBytes } from "node:crypto";

/** The one sandbox workspace every install lands in: a team, its channels and the app's bot in some of them. */
export const SANDBOX_SLACK_TEAM = { id: "T0SANDBOX1", name: "Sandbox Workspace", domain: "sandbox-workspace" } as const;
export const SANDBOX_SLACK_CLIENT_ID = "1111111111.2222222222";
export const SANDBOX_SLACK_CLIENT_SECRET = "sandbox-slack-client-secret";
const APP_ID = "A0SANDBOXAPP";
const INSTALLER_ID = "U0INSTALLER";

export interface SlackChannel {
  id: string;
  name: string;
  is_private: boolean;
  is_archived: boolean;
  /** Whether the app's bot user is a member (it can post there without chat:write.public). */
  is_member: boolean;
  created: number;
}

export interface SlackInstall {
  token: string;
  botUserId: string;
  botId: string;
  scopes: string[];
  revoked: boolean;
}

export interface PostedMessage {
  channel: string;
  ts: string;
  text: string | null;
  blocks: unknown[] | null;
  user: string;
  bot_id: string;
  posted_at: string;
}

interface PendingCode {
  scopes: string[];
  redirectUri: string | null;
  clientId: string;
  expiresAt: number;
  used: boolean;
}

/** Ten minutes, as Slack's OAuth v2 codes (https://api.slack.com/authentication/oauth-v2#exchanging). */
const CODE_TTL_MS = 10 * 60_000;

/**
 * 250 generated channels besides the named ones, so a channel list needs more than one page even at a limit of
 * 200 (conversations.list's default is 100, https://api.slack.com/methods/conversations.list).
 */
function seedChannels(): SlackChannel[] {
  const created = Math.floor(Date.UTC(2025, 0, 6) / 1000);
  const named: SlackChannel[] = [
    { id: "C0GENERAL01", name: "general", is_private: false, is_archived: false, is_member: true, created },
    { id: "C0RECAPS001", name: "meeting-recaps", is_private: false, is_archived: false, is_member: true, created },
    { id: "C0RANDOM001", name: "random", is_private: false, is_archived: false, is_member: false, created },
    { id: "C0LEADERS01", name: "leadership", is_private: true, is_archived: false, is_member: true, created },
    { id: "C0OLDPROJ01", name: "old-project", is_private: false, is_archived: true, is_member: true, created },
  ];
  const generated = Array.from({ length: 250 }, (_, i) => ({
    id: `C0GEN${String(i).padStart(5, "0")}`,
    name: `project-${String(i + 1).padStart(3, "0")}`,
    is_private: false,
    is_archived: false,
    // Every tenth: the bot was invited there.
    is_member: i % 10 === 0,
    created: created + i,
  }));
  return [...named, ...generated];
}

export class SlackStore {
  channels: SlackChannel[] = seedChannels();
  readonly installs = new Map<string, SlackInstall>();
  readonly #codes = new Map<string, PendingCode>();
  readonly messages: PostedMessage[] = [];
  #tsCounter = 0;

  reset(): void {
    this.channels = seedChannels();
    this.installs.clear();
    this.#codes.clear();
    this.messages.length = 0;
  }

  issueCode(input: { scopes: string[]; redirectUri: string | null; clientId: string; now: Date }): string {
    const code = `${Date.now()}.${randomBytes(12).toString("hex")}`;
    this.#codes.set(code, { scopes: input.scopes, redirectUri: input.redirectUri, clientId: input.clientId, expiresAt: input.now.getTime() + CODE_TTL_MS, used: false });
    return code;
  }

  /** A code is good once, before it expires, for the client and redirect URI it was issued to. */
  redeemCode(code: string, clientId: string, redirectUri: string | null, now: Date): { ok: true; install: SlackInstall } | { ok: false; error: string } {
    const pending = this.#codes.get(code);
    if (!pending || pending.used || pending.expiresAt <= now.getTime() || pending.clientId !== clientId) return { ok: false, error: "invalid_code" };
    // "If you initially passed a redirect_uri, it must match" (https://api.slack.com/methods/oauth.v2.access).
    if (pending.redirectUri !== null && redirectUri !== null && redirectUri !== pending.redirectUri) return { ok: false, error: "bad_redirect_uri" };
    pending.used = true;
    const install: SlackInstall = {
      token: `xoxb-${SANDBOX_SLACK_TEAM.id}-${randomBytes(8).toString("hex")}-${randomBytes(12).toString("base64url")}`,
      botUserId: "U0SANDBOXBOT",
      botId: "B0SANDBOXBOT",
      scopes: pending.scopes,
      revoked: false,
    };
    this.installs.set(install.token, install);
    return { ok: true, install };
  }

  nextTs(now: Date): string {
    this.#tsCounter = (this.#tsCounter + 1) % 1_000_000;
    return `${Math.floor(now.getTime() / 1000)}.${String(this.#tsCounter).padStart(6, "0")}`;
  }
}

export const SLACK_APP = { id: APP_ID, installerId: INSTALLER_ID } as const;
