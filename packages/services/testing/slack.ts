/**
 * Test support for the Slack services: the app's real Slack connector (the official SDK) pointed at a running
 * sandbox, the install a user clicks through, and the sandbox's record of what was posted. Not used by product code.
 */
import { allowSlackInstall, SANDBOX_SLACK_CLIENT_ID, SANDBOX_SLACK_CLIENT_SECRET, type RunningSandbox, type SlackPostedMessage } from "@understudy/sandbox";
import { createSlackConnector, type SlackConnector } from "@understudy/integrations/slack";
import type { UserContext } from "../src/context";
import { createSlackAuthUrl } from "../src/slack/auth-url";
import { completeSlackConnection } from "../src/slack/connect";
import type { SlackDeps } from "../src/slack/deps";

export function sandboxSlackConnector(sandbox: RunningSandbox): SlackConnector {
  return createSlackConnector({
    clientId: SANDBOX_SLACK_CLIENT_ID,
    clientSecret: SANDBOX_SLACK_CLIENT_SECRET,
    redirectUri: "http://localhost:3000/api/slack/callback",
    authorizeUrl: `${sandbox.url}/oauth/v2/authorize`,
    apiUrl: `${sandbox.url}/api/`,
    retries: 0,
  });
}

/** The user clicks "Connect Slack", then "Allow" on Slack's consent, and the callback completes. */
export async function installSlack(ctx: UserContext, deps: SlackDeps) {
  const { auth_url } = createSlackAuthUrl({ ctx, deps });
  const redirect = await allowSlackInstall(auth_url);
  return completeSlackConnection({ ctx, deps, input: { state: redirect.searchParams.get("state") ?? "", code: redirect.searchParams.get("code") ?? "" } });
}

export function slackSandboxControl(sandbox: RunningSandbox) {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${sandbox.url}${path}`, { method, headers: { "Content-Type": "application/json" }, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    if (res.status >= 400) throw new Error(`sandbox ${method} ${path} → ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return {
    messages: async (channel?: string) => (await call<{ data: SlackPostedMessage[] }>("GET", `/__sandbox/slack/messages${channel ? `?channel=${channel}` : ""}`)).data,
    uninstall: () => call("POST", "/__sandbox/slack/uninstall"),
    setMembership: (channel: string, member: boolean) => call("POST", `/__sandbox/slack/channels/${channel}/membership`, { member }),
    arm: (faults: Record<string, boolean | number>) => call("POST", "/__sandbox/faults", { slack: faults }),
  };
}
