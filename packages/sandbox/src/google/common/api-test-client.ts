/** Test helpers: a Google grant obtained through the real consent flow, and JSON calls with it. */
import type { RunningSandbox } from "../../start";
import { signInAndExchange } from "../../test/oauth-client";

export const CALENDAR_READONLY = "https://www.googleapis.com/auth/calendar.readonly";
export const GMAIL_READONLY = "https://www.googleapis.com/auth/gmail.readonly";

export async function grant(sandbox: RunningSandbox, email: string, scopes = [CALENDAR_READONLY, GMAIL_READONLY]) {
  const { tokens } = await signInAndExchange(sandbox, email, {
    scope: ["openid", "email", ...scopes].join(" "),
    access_type: "offline",
    prompt: "consent",
  });
  return { accessToken: String(tokens.access_token), refreshToken: String(tokens.refresh_token) };
}

export interface ApiResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export async function apiGet<T = Record<string, unknown>>(sandbox: RunningSandbox, path: string, token?: string): Promise<ApiResult<T>> {
  const response = await fetch(new URL(path, sandbox.url), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

export async function control(sandbox: RunningSandbox, method: string, path: string, body?: unknown) {
  const response = await fetch(new URL(path, sandbox.url), {
    method,
    headers: { "Content-Type": "application/json" },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export const arm = (sandbox: RunningSandbox, faults: Record<string, Record<string, boolean | number>>) =>
  control(sandbox, "POST", "/__sandbox/faults", faults);
