import { randomBytes } from "node:crypto";

export const JSON_UTF8 = "application/json; charset=utf-8";

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": JSON_UTF8, ...headers },
  });
}

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString("base64url");
}

export type FormResult =
  | { ok: true; params: Map<string, string> }
  | { ok: false; reason: "content-type" | "duplicate"; name?: string };

/**
 * Reads an `application/x-www-form-urlencoded` body. Repeated parameters are
 * rejected, as RFC 6749 §3.1 requires for OAuth endpoints.
 */
export async function readUrlEncodedForm(request: Request): Promise<FormResult> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(contentType)) return { ok: false, reason: "content-type" };
  return uniqueParams(new URLSearchParams(await request.text()));
}

export function uniqueParams(search: URLSearchParams): FormResult {
  const params = new Map<string, string>();
  for (const [name, value] of search) {
    if (params.has(name)) return { ok: false, reason: "duplicate", name };
    params.set(name, value);
  }
  return { ok: true, params };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
