import { expect } from "vitest";
import type { z } from "zod";

export interface RestResult {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

export interface RestCallOptions {
  /** Sent as `Authorization: Bearer …`. */
  token?: string;
  /** Sent as the `authjs.session-token` cookie. */
  cookie?: string;
  /** Serialised as the body, with `Content-Type: application/json` unless `headers` says otherwise. */
  json?: unknown;
  /** A raw body, sent as is. */
  body?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
}

export type RestCall = (method: string, path: string, options?: RestCallOptions) => Promise<RestResult>;

/** A fetch client for the REST adapter served by `startRestServer`; every body it gets back must be JSON. */
export function restClient(baseUrl: string): RestCall {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = `authjs.session-token=${options.cookie}`;
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers["content-type"] = "application/json";
    }
    Object.assign(headers, options.headers);
    const res = await fetch(baseUrl + path, { method, headers, body });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, body: text === "" ? undefined : (JSON.parse(text) as unknown) };
  };
}

/** The contract's error envelope: exactly `{"detail": string}`, JSON, and nothing that looks like a stack trace. */
export function expectDetail(res: RestResult, status: number, detail?: RegExp | string): string {
  expect({ status: res.status, body: res.body }).toMatchObject({ status });
  expect(res.headers.get("content-type")).toContain("application/json");
  expect(res.body).toEqual({ detail: expect.any(String) });
  const text = (res.body as { detail: string }).detail;
  expect(text).not.toMatch(/\n\s+at |node_modules|\.[jt]s:\d+|Error:|Failed query|select /i);
  if (detail !== undefined) expect(text).toMatch(detail);
  return text;
}

/** Validates a body with the route's own schema and checks its keys are exactly the documented ones. */
export function expectShape<T>(schema: z.ZodType<T>, body: unknown, keys: readonly string[]): T {
  const parsed = schema.parse(body);
  expect(Object.keys(body as object).sort()).toEqual([...keys].sort());
  return parsed;
}

export const KEYS = {
  user: ["id", "name", "email", "picture", "role", "subscription_plan", "trial_ends_at", "trial_days_remaining", "created_at", "last_login", "is_active"],
  meeting: [
    "id",
    "title",
    "description",
    "scheduled_at",
    "duration_minutes",
    "meeting_url",
    "platform",
    "status",
    "bot_attended",
    "bot_cover",
    "summary",
    "source",
    "created_at",
    "updated_at",
  ],
  notification: ["id", "kind", "title", "message", "href", "created_at", "read"],
  avatarDraft: ["id", "meeting_id", "turn_id", "asked_by", "heard", "proposed", "final_text", "sources", "state", "deadline", "decided_at", "spoken_at"],
  overview: [
    "total_meetings",
    "attendance_rate",
    "bot_attended_meetings",
    "summarized_meetings",
    "completed_meetings",
    "cancelled_meetings",
    "this_week_meetings",
    "previous_week_meetings",
    "week_trend",
    "platforms",
    "locked",
    "locked_detail",
  ],
  adminStats: ["total_users", "active_trials", "pro_users", "expired_trials", "active_users", "conversion_rate", "trial_completion"],
  subscriptionStatus: ["current_plan", "subscription_status", "days_remaining", "trial_ends_at", "can_upgrade", "available_plans"],
  planSummary: ["id", "name", "price"],
  plan: ["id", "name", "price", "currency", "interval", "description", "features"],
  transaction: ["id", "plan_id", "amount", "currency", "payment_status", "created_at"],
  message: ["message"],
} as const;
