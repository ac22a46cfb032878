import type { GoogleConnection } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { createGoogleAuthUrl } from "../google/auth-url";
import type { GoogleDeps } from "../google/deps";

/** A broader grant covers the narrower scope (https://developers.google.com/identity/protocols/oauth2/scopes). */
const COVERED_BY: Record<string, readonly string[]> = {
  "https://www.googleapis.com/auth/gmail.compose": ["https://www.googleapis.com/auth/gmail.modify", "https://mail.google.com/"],
  "https://www.googleapis.com/auth/calendar.events": ["https://www.googleapis.com/auth/calendar"],
};

export function hasScope(connection: GoogleConnection, scope: string): boolean {
  const granted = new Set(connection.scopes.split(/\s+/).filter(Boolean));
  return granted.has(scope) || (COVERED_BY[scope] ?? []).some((s) => granted.has(s));
}

/** The answer to a tap that needs one more Google permission: its consent URL, asking for that scope only. */
export async function needsPermission(ctx: UserContext, deps: GoogleDeps, scope: string, what: string) {
  const { auth_url } = await createGoogleAuthUrl({ ctx, deps, scopes: [scope] });
  return { outcome: "needs_permission" as const, scope, auth_url, message: `Allow Understudy to ${what} in your Google account, then tap again.` };
}
