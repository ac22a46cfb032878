import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { UnauthorizedError, type OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";

/**
 * An AI assistant added by URL, as a connector adds one: the official SDK client discovers OAuth from the MCP
 * endpoint's 401, registers, and sends the user (Chromium, signed in with the sandbox's Google) to the consent
 * page; with the code it gets tokens, lists its tools, refreshes, and is disconnected in Settings → 401.
 */

/** The assistant's redirect URI: a loopback listener that keeps the authorization response it receives. */
async function callbackListener(): Promise<{ url: string; next: () => Promise<URLSearchParams>; close: () => Promise<void> }> {
  let deliver: (q: URLSearchParams) => void = () => {};
  const server: Server = createServer((req, res) => {
    deliver(new URL(req.url ?? "/", "http://127.0.0.1").searchParams);
    res.writeHead(200, { "content-type": "text/plain" }).end("You can close this window.");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`,
    next: () => new Promise((r) => (deliver = r)),
    close: () => new Promise((r) => server.close(() => r())),
  };
}

class Assistant implements OAuthClientProvider {
  info: OAuthClientInformationMixed | undefined;
  saved: OAuthTokens | undefined;
  verifier = "";
  authorizationUrl: URL | undefined;
  constructor(readonly redirectUrl: string) {}
  get clientMetadata(): OAuthClientMetadata {
    return { client_name: "E2E Assistant", redirect_uris: [this.redirectUrl], grant_types: ["authorization_code", "refresh_token"], response_types: ["code"], token_endpoint_auth_method: "none" };
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(v: string) {
    this.verifier = v;
  }
  codeVerifier() {
    return this.verifier;
  }
}

test("an assistant signs in with OAuth on the consent page, lists its tools, refreshes, and Settings disconnects it", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? "http://localhost:3000";
  const mcpUrl = new URL("/api/mcp", origin);
  const callback = await callbackListener();
  try {
    const assistant = new Assistant(callback.url);
    const connect = async () => {
      const client = new Client({ name: "e2e-assistant", version: "1.0.0" });
      await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: assistant }));
      return client;
    };
    // Discovery from the 401 (resource metadata → authorization server metadata), then registration.
    await expect(connect()).rejects.toBeInstanceOf(UnauthorizedError);
    expect(assistant.info).toMatchObject({ client_name: "E2E Assistant", token_endpoint_auth_method: "none" });

    // The browser: the authorization endpoint → the consent page, which asks to sign in first.
    const answered = callback.next();
    await page.goto(assistant.authorizationUrl?.href ?? "");
    await expect(page.getByRole("heading", { name: "Sign in to connect an app" })).toBeVisible();
    await page.getByRole("link", { name: "Sign in with Google" }).click();
    await page.getByRole("button", { name: /Ada Lovelace/ }).click();
    await expect(page.getByRole("heading", { name: "Allow E2E Assistant to use your meetings?" })).toBeVisible();
    await expect(page.getByText("ada@understudy.test")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /Read your meetings/ })).toBeChecked();
    // Ada keeps the bot to herself: the assistant may read and ask, not send the stand-in.
    await page.getByRole("checkbox", { name: /Send your stand-in bot/ }).uncheck();
    await page.getByRole("button", { name: "Allow" }).click();
    const response = await answered;
    expect(response.get("iss")).toBe(origin);
    expect(response.get("state")).toBe(assistant.authorizationUrl?.searchParams.get("state"));

    await new StreamableHTTPClientTransport(mcpUrl, { authProvider: assistant }).finishAuth(response.get("code") ?? "");
    const client = await connect();
    const tools = (await client.listTools()).tools.map((t) => t.name);
    expect(tools).toEqual(expect.arrayContaining(["whoami", "search_meetings", "get_transcript", "ask", "search", "fetch"]));
    expect(tools).not.toContain("deploy_bot");
    expect((await client.callTool({ name: "whoami", arguments: {} })).structuredContent).toMatchObject({ user: { email: "ada@understudy.test" }, via: "oauth" });
    await client.close();

    // Refresh: a new pair, and the new access token works.
    const clientId = (assistant.info as { client_id: string }).client_id;
    const refreshed = await fetch(new URL("/api/oauth/token", origin), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: assistant.saved?.refresh_token ?? "", client_id: clientId }).toString(),
    });
    expect(refreshed.status).toBe(200);
    const tokens = (await refreshed.json()) as OAuthTokens;
    const list = () =>
      fetch(mcpUrl, {
        method: "POST",
        headers: { authorization: `Bearer ${tokens.access_token}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      });
    expect((await list()).status).toBe(200);

    // Settings → Connected apps: Disconnect, and the token is refused.
    await page.goto("/settings");
    const apps = page.getByRole("list", { name: "Connected apps" });
    await expect(apps.getByText("E2E Assistant").first()).toBeVisible({ timeout: 30_000 });
    await apps.getByRole("button", { name: /Disconnect E2E Assistant/ }).first().click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Disconnect" }).click();
    await expect(page.getByText("App disconnected")).toBeVisible();
    const refused = await list();
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toContain(`resource_metadata="${origin}/.well-known/oauth-protected-resource/api/mcp"`);
  } finally {
    await callback.close();
  }
});

test("/.well-known/ answers JSON: the two metadata documents, and 404 for anything else", async ({ request, baseURL }) => {
  const origin = baseURL ?? "http://localhost:3000";
  const resource = await request.get("/.well-known/oauth-protected-resource/api/mcp");
  expect(resource.status()).toBe(200);
  expect(await resource.json()).toMatchObject({ resource: `${origin}/api/mcp`, authorization_servers: [origin] });
  const server = await request.get("/.well-known/oauth-authorization-server");
  expect(await server.json()).toMatchObject({ issuer: origin, code_challenge_methods_supported: ["S256"] });
  const unknown = await request.get("/.well-known/nothing-here", { maxRedirects: 0 });
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ detail: "Not Found" });
});
