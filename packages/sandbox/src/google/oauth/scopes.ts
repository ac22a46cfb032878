export const USERINFO_EMAIL = "https://www.googleapis.com/auth/userinfo.email";
export const USERINFO_PROFILE = "https://www.googleapis.com/auth/userinfo.profile";

/** Google returns `email`/`profile` as their userinfo.* URLs; grants are stored in that form. */
const WIDENED: Record<string, string> = { email: USERINFO_EMAIL, profile: USERINFO_PROFILE };

const DESCRIPTIONS: Record<string, string> = {
  openid: "Associate you with your personal info on Sandbox Google",
  [USERINFO_EMAIL]: "See your primary email address",
  [USERINFO_PROFILE]: "See your personal info, including any personal info you've made publicly available",
  "https://www.googleapis.com/auth/calendar.readonly": "See and download any calendar you can access using your Google Calendar",
  "https://www.googleapis.com/auth/calendar.events.readonly": "View events on all your calendars",
  "https://www.googleapis.com/auth/gmail.readonly": "View your email messages and settings",
  "https://www.googleapis.com/auth/gmail.compose": "Manage drafts and send emails",
  "https://www.googleapis.com/auth/calendar.events": "View and edit events on all your calendars",
};

/** Splits a space-delimited scope string into normalized, de-duplicated scopes. */
export function parseScope(scope: string): string[] {
  return normalizeScopes(scope.split(" ").filter(Boolean));
}

export function normalizeScopes(scopes: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const scope of scopes) out.add(WIDENED[scope] ?? scope);
  return [...out];
}

export function unionScopes(...lists: Iterable<string>[]): string[] {
  return normalizeScopes(lists.flatMap((list) => [...list]));
}

export function formatScope(scopes: readonly string[]): string {
  return scopes.join(" ");
}

export function describeScope(scope: string): string {
  return DESCRIPTIONS[scope] ?? scope;
}
