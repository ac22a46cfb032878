import type { Context } from "hono";
import { z } from "zod";
import { jsonResponse } from "../../core/http";
import type { Account, GoogleOAuthService } from "../oauth";

/** The account named by a control route's `:email` (created on first use), or a 400 for a non-address. */
export function controlAccount(oauth: GoogleOAuthService, c: Context): Account | Response {
  const email = c.req.param("email") ?? "";
  if (!z.email().safeParse(email).success) return jsonResponse({ error: "invalid_request", error_description: "Not an email address." }, 400);
  return oauth.accounts.resolve(email);
}

/** A control route's JSON body checked against its schema, or a 400 saying what is wrong. */
export async function controlBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T> | Response> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return jsonResponse({ error: "invalid_request", error_description: "Body must be JSON." }, 400);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return jsonResponse({ error: "invalid_request", error_description: z.prettifyError(parsed.error) }, 400);
  return parsed.data;
}
