import { Hono } from "hono";
import type { SandboxContext } from "../core/context";
import { escapeHtml as e } from "../core/http";
import { SANDBOX_SLACK_CLIENT_ID, SANDBOX_SLACK_TEAM, type SlackStore } from "./store";

export const SLACK_AUTHORIZE_PATH = "/oauth/v2/authorize";
export const SLACK_CONFIRM_PATH = "/oauth/v2/authorize/confirm";

/**
 * Slack's install consent (https://api.slack.com/authentication/oauth-v2#asking): `client_id`, `scope` (comma
 * separated bot scopes), optional `redirect_uri` and `state`. "Allow" redirects to the redirect URI with `code` and
 * `state`; "Cancel" with `error=access_denied` and `state`. An unknown client or a missing scope is an error page,
 * never a redirect.
 */
export function slackOAuthRoutes(ctx: SandboxContext, store: SlackStore): Hono {
  const app = new Hono();

  type Validated = { ok: false; error: string } | { ok: true; clientId: string; scopes: string[]; redirectUri: string | null; state: string | null };
  const validate = (query: URLSearchParams): Validated => {
    const clientId = query.get("client_id");
    if (clientId !== SANDBOX_SLACK_CLIENT_ID) return { ok: false, error: "invalid_client_id: this app is not known to the sandbox workspace." };
    const scopes = (query.get("scope") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    if (scopes.length === 0 && !query.get("user_scope")) return { ok: false, error: "invalid_scope: the request names no scopes." };
    const redirectUri = query.get("redirect_uri");
    if (redirectUri !== null && !/^https?:\/\//.test(redirectUri)) return { ok: false, error: "bad_redirect_uri" };
    return { ok: true, clientId, scopes, redirectUri, state: query.get("state") };
  };

  app.get(SLACK_AUTHORIZE_PATH, (c) => {
    const query = new URL(c.req.url).searchParams;
    const request = validate(query);
    if (!request.ok) return c.html(page("Something went wrong", `<p role="alert">${e(request.error)}</p>`), 400);
    const hidden = `<input type="hidden" name="request" value="${e(query.toString())}">`;
    return c.html(
      page(
        `Understudy is requesting permission to access the ${SANDBOX_SLACK_TEAM.name} Slack workspace`,
        `<h1>Understudy is requesting permission to access the <strong>${e(SANDBOX_SLACK_TEAM.name)}</strong> Slack workspace</h1>
        <h2>What will Understudy be able to do?</h2>
        <ul>${request.scopes.map((s) => `<li><code>${e(s)}</code></li>`).join("")}</ul>
        <form method="post" action="${SLACK_CONFIRM_PATH}">${hidden}<input type="hidden" name="action" value="cancel"><button type="submit">Cancel</button></form>
        <form method="post" action="${SLACK_CONFIRM_PATH}">${hidden}<input type="hidden" name="action" value="allow"><button type="submit" autofocus>Allow</button></form>`,
      ),
    );
  });

  app.post(SLACK_CONFIRM_PATH, async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const query = new URLSearchParams(form.get("request") ?? "");
    const request = validate(query);
    if (!request.ok) return c.html(page("Something went wrong", `<p role="alert">${e(request.error)}</p>`), 400);
    if (!request.redirectUri) return c.html(page("Something went wrong", `<p role="alert">bad_redirect_uri: no redirect URI is configured.</p>`), 400);
    const target = new URL(request.redirectUri);
    if (form.get("action") === "allow") {
      target.searchParams.set("code", store.issueCode({ scopes: request.scopes, redirectUri: request.redirectUri, clientId: request.clientId, now: ctx.now() }));
    } else {
      target.searchParams.set("error", "access_denied");
    }
    if (request.state !== null) target.searchParams.set("state", request.state);
    return c.redirect(target.href, 302);
  });

  return app;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${e(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1d1c1d}
form{display:inline-block;margin:1rem .5rem 0 0}button{font:inherit;padding:.5rem 1.2rem;border-radius:4px;border:1px solid #868686;background:#fff}
button[autofocus]{background:#007a5a;color:#fff;border-color:#007a5a}code{background:#f4f4f4;padding:0 .2rem}</style></head>
<body><p>Sandbox Slack</p>${body}</body></html>`;
}

/** For tests: what clicking "Allow" on the consent page does. Returns the redirect back to the app. */
export async function allowSlackInstall(authorizationUrl: string, action: "allow" | "cancel" = "allow"): Promise<URL> {
  const url = new URL(authorizationUrl);
  const response = await fetch(new URL(SLACK_CONFIRM_PATH, url.origin), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ request: url.search.slice(1), action }),
    redirect: "manual",
  });
  const location = response.headers.get("location");
  if (response.status !== 302 || !location) throw new Error(`Slack consent failed with HTTP ${response.status}: ${await response.text()}`);
  return new URL(location);
}
