/**
 * Test helpers that drive the sandbox like a browser + OAuth client would,
 * over real HTTP.
 */
import { createHash, randomBytes } from "node:crypto";
import { startSandbox, type RunningSandbox } from "../start";

export const CLIENT_ID = "understudy-web.apps.sandbox";
export const CLIENT_SECRET = "s3cret+with/odd:chars";
export const REDIRECT_URI = "http://localhost:3000/api/auth/callback/google";

export interface MutableClock {
  now: Date;
  advance(ms: number): void;
  clock: () => Date;
}

export function mutableClock(start = new Date()): MutableClock {
  const state: MutableClock = {
    now: start,
    advance: (ms) => void (state.now = new Date(state.now.getTime() + ms)),
    clock: () => state.now,
  };
  return state;
}

export function startTestSandbox(clock?: () => Date): Promise<RunningSandbox> {
  return startSandbox({ port: 0, ...(clock ? { clock } : {}) });
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

export function authorizeUrl(sandbox: RunningSandbox, params: Record<string, string>): string {
  const url = new URL("/o/oauth2/v2/auth", sandbox.url);
  const defaults = { client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, response_type: "code", scope: "openid email profile" };
  for (const [k, v] of Object.entries({ ...defaults, ...params })) url.searchParams.set(k, v);
  return url.href;
}

export interface ParsedForm {
  action: string;
  method: string;
  fields: Record<string, string>;
  /** `name=value` pairs of the form's submit buttons. */
  buttons: { name: string; value: string }[];
}

function unescapeHtml(value: string): string {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

function attr(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match?.[1] === undefined ? undefined : unescapeHtml(match[1]);
}

/** Minimal HTML form scraper for the picker page. */
export function parseForms(html: string): ParsedForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, open = "", inner = ""]) => {
    const fields: Record<string, string> = {};
    for (const [input] of inner.matchAll(/<input\b[^>]*>/g)) {
      const name = attr(input, "name");
      if (name && attr(input, "type") === "hidden") fields[name] = attr(input, "value") ?? "";
    }
    const buttons = [...inner.matchAll(/<button\b[^>]*>/g)].flatMap(([tag]) => {
      const name = attr(tag, "name");
      return name ? [{ name, value: attr(tag, "value") ?? "" }] : [];
    });
    return { action: attr(` ${open}`, "action") ?? "", method: attr(` ${open}`, "method") ?? "get", fields, buttons };
  });
}

export async function fetchPicker(sandbox: RunningSandbox, params: Record<string, string>) {
  const response = await fetch(authorizeUrl(sandbox, params), { redirect: "manual" });
  const html = await response.text();
  return { response, html, forms: parseForms(html) };
}

/** Posts one of the picker's forms, as the browser would, and returns the redirect. */
export async function submitForm(sandbox: RunningSandbox, form: ParsedForm, extra: Record<string, string> = {}) {
  const response = await fetch(new URL(form.action, sandbox.url), {
    method: form.method.toUpperCase(),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...form.fields, ...extra }),
    redirect: "manual",
  });
  const location = response.headers.get("location");
  return { response, location: location ? new URL(location) : undefined };
}

export function formWithAction(forms: ParsedForm[], action: string): ParsedForm {
  const form = forms.find((f) => f.fields.action === action);
  if (!form) throw new Error(`picker has no "${action}" form`);
  return form;
}

/** Opens the picker and clicks the account button for `email`; returns the callback URL. */
export async function signInAs(sandbox: RunningSandbox, email: string, params: Record<string, string> = {}): Promise<URL> {
  const { response, forms } = await fetchPicker(sandbox, params);
  if (response.status !== 200) throw new Error(`picker returned ${response.status}`);
  const chooser = formWithAction(forms, "choose");
  const button = chooser.buttons.find((b) => b.name === "email" && b.value === email);
  if (!button) throw new Error(`picker does not list ${email}`);
  const { location } = await submitForm(sandbox, chooser, { [button.name]: button.value });
  if (!location) throw new Error("no redirect after choosing an account");
  return location;
}

export type ClientAuth = "basic" | "post";

export async function tokenRequest(
  sandbox: RunningSandbox,
  params: Record<string, string>,
  auth: ClientAuth = "basic",
  client: { id: string; secret: string } = { id: CLIENT_ID, secret: CLIENT_SECRET },
) {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  const body = new URLSearchParams(params);
  if (auth === "basic") {
    const credentials = `${encodeURIComponent(client.id)}:${encodeURIComponent(client.secret)}`;
    headers.Authorization = `Basic ${Buffer.from(credentials).toString("base64")}`;
  } else {
    body.set("client_id", client.id);
    body.set("client_secret", client.secret);
  }
  const response = await fetch(new URL("/token", sandbox.url), { method: "POST", headers, body });
  return { response, json: (await response.json()) as Record<string, unknown> };
}

/** Full browser + code exchange round trip with PKCE S256. */
export async function signInAndExchange(
  sandbox: RunningSandbox,
  email: string,
  params: Record<string, string> = {},
  auth: ClientAuth = "basic",
) {
  const { verifier, challenge } = pkcePair();
  const callback = await signInAs(sandbox, email, { code_challenge: challenge, code_challenge_method: "S256", ...params });
  const code = callback.searchParams.get("code");
  if (!code) throw new Error(`no code in ${callback.href}`);
  const result = await tokenRequest(
    sandbox,
    { grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI, code_verifier: verifier },
    auth,
  );
  if (result.response.status !== 200) throw new Error(`token exchange failed: ${JSON.stringify(result.json)}`);
  return { callback, tokens: result.json };
}
