import { Hono, type Context } from "hono";
import type { SandboxContext } from "../core/context";
import { jsonResponse } from "../core/http";
import { blockErrors } from "./blocks";
import { SANDBOX_SLACK_CLIENT_ID, SANDBOX_SLACK_CLIENT_SECRET, SANDBOX_SLACK_TEAM, SLACK_APP, type SlackInstall, type SlackStore } from "./store";

export const SLACK_FAULT_NAMESPACE = "slack";
/**
 * `ratelimited` → the next Web API call answers HTTP 429 with `Retry-After` (https://api.slack.com/docs/rate-limits:
 * "a HTTP 429 Too Many Requests error, and a Retry-After HTTP header containing the number of seconds until you can
 * retry"); `server_error` → HTTP 500 (`internal_error`, listed for every method); `account_inactive` → the token's
 * workspace or user was deactivated (listed under "Errors" on every method page, e.g. chat.postMessage).
 */
export const SLACK_FAULTS = ["ratelimited", "server_error", "account_inactive"] as const;
export const SLACK_RETRY_AFTER_SECONDS = 2;

type Params = Map<string, string>;

/**
 * Slack's Web API takes arguments as a query string, a form body, or a JSON body with the token as a Bearer header
 * (https://api.slack.com/web#posting_json); the official SDK sends a form body with `Authorization: Bearer`.
 */
async function readParams(c: Context): Promise<Params> {
  const params: Params = new Map(new URL(c.req.url).searchParams);
  if (c.req.method !== "POST") return params;
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/json")) {
    const body: unknown = await c.req.json().catch(() => null);
    if (body && typeof body === "object") {
      for (const [k, v] of Object.entries(body)) params.set(k, typeof v === "string" ? v : JSON.stringify(v));
    }
  } else {
    for (const [k, v] of new URLSearchParams(await c.req.text())) params.set(k, v);
  }
  return params;
}

/** Every method answers HTTP 200 with `ok: false` and an error code (https://api.slack.com/web#evaluating_responses). */
const fail = (error: string, extra: Record<string, unknown> = {}) => jsonResponse({ ok: false, error, ...extra });
const ok = (body: Record<string, unknown>) => jsonResponse({ ok: true, ...body });

function bearer(c: Context, params: Params): string | null {
  const header = c.req.header("authorization");
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? params.get("token") ?? null;
}

export function slackApiRoutes(ctx: SandboxContext, store: SlackStore): Hono {
  ctx.faults.define(SLACK_FAULT_NAMESPACE, SLACK_FAULTS);
  const app = new Hono();

  const transportFault = (): Response | null => {
    if (ctx.faults.consume(SLACK_FAULT_NAMESPACE, "ratelimited")) {
      return jsonResponse({ ok: false, error: "ratelimited" }, 429, { "Retry-After": String(SLACK_RETRY_AFTER_SECONDS) });
    }
    if (ctx.faults.consume(SLACK_FAULT_NAMESPACE, "server_error")) return jsonResponse({ ok: false, error: "internal_error" }, 500);
    return null;
  };

  /**
   * The caller's install, or the error Slack answers: `not_authed` without a token, `invalid_auth` for one it
   * never issued, `token_revoked` after auth.revoke or an uninstall, `account_inactive` for a deactivated workspace.
   */
  const authed = (c: Context, params: Params): SlackInstall | Response => {
    const token = bearer(c, params);
    if (!token) return fail("not_authed");
    const install = store.installs.get(token);
    if (!install) return fail("invalid_auth");
    if (install.revoked) return fail("token_revoked");
    if (ctx.faults.consume(SLACK_FAULT_NAMESPACE, "account_inactive")) return fail("account_inactive");
    return install;
  };

  /** A scope the method needs: `missing_scope` with `needed` and `provided`, as Slack answers it. */
  const missingScope = (install: SlackInstall, needed: string) =>
    install.scopes.includes(needed) ? null : fail("missing_scope", { needed, provided: install.scopes.join(",") });

  /**
   * https://api.slack.com/methods/oauth.v2.access: client credentials as Basic auth or `client_id`/`client_secret`
   * arguments; the code is single-use and the redirect URI must match the one the authorize request named.
   */
  app.post("/api/oauth.v2.access", async (c) => {
    const fault = transportFault();
    if (fault) return fault;
    const params = await readParams(c);
    let clientId = params.get("client_id") ?? null;
    let clientSecret = params.get("client_secret") ?? null;
    const basic = /^Basic\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
    if (basic?.[1]) {
      const [id, secret] = Buffer.from(basic[1], "base64").toString("utf8").split(":");
      clientId = id ?? null;
      clientSecret = secret ?? null;
    }
    if (!clientId) return fail("invalid_client_id");
    if (clientId !== SANDBOX_SLACK_CLIENT_ID) return fail("invalid_client_id");
    if (clientSecret !== SANDBOX_SLACK_CLIENT_SECRET) return fail("bad_client_secret");
    const code = params.get("code");
    if (!code) return fail("invalid_code");
    const redeemed = store.redeemCode(code, clientId, params.get("redirect_uri") ?? null, ctx.now());
    if (!redeemed.ok) return fail(redeemed.error);
    const { install } = redeemed;
    return ok({
      app_id: SLACK_APP.id,
      authed_user: { id: SLACK_APP.installerId },
      scope: install.scopes.join(","),
      token_type: "bot",
      access_token: install.token,
      bot_user_id: install.botUserId,
      team: { name: SANDBOX_SLACK_TEAM.name, id: SANDBOX_SLACK_TEAM.id },
      enterprise: null,
      is_enterprise_install: false,
    });
  });

  /** https://api.slack.com/methods/auth.test */
  app.on(["GET", "POST"], "/api/auth.test", async (c) => {
    const fault = transportFault();
    if (fault) return fault;
    const install = authed(c, await readParams(c));
    if (install instanceof Response) return install;
    return ok({
      url: `https://${SANDBOX_SLACK_TEAM.domain}.slack.com/`,
      team: SANDBOX_SLACK_TEAM.name,
      user: "understudy",
      team_id: SANDBOX_SLACK_TEAM.id,
      user_id: install.botUserId,
      bot_id: install.botId,
      is_enterprise_install: false,
    });
  });

  /** https://api.slack.com/methods/auth.revoke: `test=true` checks without revoking (`revoked: false`). */
  app.on(["GET", "POST"], "/api/auth.revoke", async (c) => {
    const fault = transportFault();
    if (fault) return fault;
    const params = await readParams(c);
    const install = authed(c, params);
    if (install instanceof Response) return install;
    const test = params.get("test") === "true" || params.get("test") === "1";
    if (!test) install.revoked = true;
    return ok({ revoked: !test });
  });

  /**
   * https://api.slack.com/methods/conversations.list: `types` defaults to public_channel, `limit` to 100 (at most
   * 1000), `cursor` is the previous page's `response_metadata.next_cursor`, and the last page's next_cursor is "".
   * A bot sees private channels only with groups:read and only those it is a member of.
   */
  app.on(["GET", "POST"], "/api/conversations.list", async (c) => {
    const fault = transportFault();
    if (fault) return fault;
    const params = await readParams(c);
    const install = authed(c, params);
    if (install instanceof Response) return install;
    const types = new Set((params.get("types") ?? "public_channel").split(",").map((t) => t.trim()));
    if (types.has("public_channel")) {
      const denied = missingScope(install, "channels:read");
      if (denied) return denied;
    }
    if (types.has("private_channel")) {
      const denied = missingScope(install, "groups:read");
      if (denied) return denied;
    }
    const limit = Math.min(Math.max(Number(params.get("limit") ?? 100) || 100, 1), 1000);
    const excludeArchived = params.get("exclude_archived") === "true" || params.get("exclude_archived") === "1";
    const cursor = params.get("cursor");
    let offset = 0;
    if (cursor) {
      const decoded = /^dGVhbTpD(.+)$/.test(cursor) ? Number(Buffer.from(cursor, "base64").toString("utf8").replace(/^team:C/, "")) : NaN;
      if (!Number.isInteger(decoded) || decoded < 0) return fail("invalid_cursor");
      offset = decoded;
    }
    const visible = store.channels.filter(
      (ch) => (ch.is_private ? types.has("private_channel") && ch.is_member : types.has("public_channel")) && !(excludeArchived && ch.is_archived),
    );
    const page = visible.slice(offset, offset + limit);
    const next = offset + limit < visible.length ? Buffer.from(`team:C${offset + limit}`).toString("base64") : "";
    return ok({
      channels: page.map((ch) => ({
        id: ch.id,
        name: ch.name,
        is_channel: !ch.is_private,
        is_group: false,
        is_im: false,
        is_private: ch.is_private,
        is_archived: ch.is_archived,
        is_general: ch.name === "general",
        is_member: ch.is_member,
        created: ch.created,
        name_normalized: ch.name,
        num_members: ch.is_member ? 12 : 11,
      })),
      response_metadata: { next_cursor: next },
    });
  });

  /**
   * https://api.slack.com/methods/chat.postMessage: `channel` is required (`channel_not_found` for one the workspace
   * does not have), one of text, blocks or attachments is required (`no_text`), blocks are checked against Block
   * Kit's limits (`invalid_blocks`), an archived channel answers `is_archived`, and a channel the bot is not a
   * member of answers `not_in_channel` unless the app has chat:write.public and the channel is public.
   */
  app.post("/api/chat.postMessage", async (c) => {
    const fault = transportFault();
    if (fault) return fault;
    const params = await readParams(c);
    const install = authed(c, params);
    if (install instanceof Response) return install;
    const denied = missingScope(install, "chat:write");
    if (denied) return denied;
    const channelId = params.get("channel");
    if (!channelId) return fail("channel_not_found");
    const channel = store.channels.find((ch) => ch.id === channelId || `#${ch.name}` === channelId || ch.name === channelId);
    if (!channel || (channel.is_private && !channel.is_member)) return fail("channel_not_found");
    if (channel.is_archived) return fail("is_archived");
    if (!channel.is_member && !(install.scopes.includes("chat:write.public") && !channel.is_private)) return fail("not_in_channel");

    const text = params.get("text") ?? null;
    const rawBlocks = params.get("blocks");
    let blocks: unknown[] | null = null;
    if (rawBlocks !== undefined) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBlocks);
      } catch {
        return fail("invalid_blocks_format");
      }
      const errors = blockErrors(parsed);
      if (errors.length > 0) return fail("invalid_blocks", { errors, response_metadata: { messages: errors.map((e) => `[ERROR] ${e}`) } });
      blocks = parsed as unknown[];
    }
    if ((text === null || text.trim() === "") && (blocks === null || blocks.length === 0) && !params.get("attachments")) return fail("no_text");
    // "The text field is limited to 40,000 characters; longer messages are truncated" — a longer text is refused here as msg_too_long.
    if (text !== null && text.length > 40_000) return fail("msg_too_long");

    const ts = store.nextTs(ctx.now());
    const message = { channel: channel.id, ts, text, blocks, user: install.botUserId, bot_id: install.botId, posted_at: ctx.now().toISOString() };
    store.messages.push(message);
    return ok({
      channel: channel.id,
      ts,
      message: { type: "message", subtype: "bot_message", text: text ?? "", ts, user: install.botUserId, bot_id: install.botId, ...(blocks ? { blocks } : {}) },
    });
  });

  return app;
}
