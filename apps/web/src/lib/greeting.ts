/**
 * The dashboard's greeting: "Welcome" on a brand-new account's first visits, "Welcome back" afterwards. An account
 * counts as new for its first half hour (sign-up, a first look around); the session does not say which visit this
 * is, and last_login is already this sign-in's time.
 */
export const NEW_ACCOUNT_MS = 30 * 60_000;

export function greeting(createdAt: string | null | undefined, now: Date = new Date()): "Welcome" | "Welcome back" {
  const created = createdAt ? Date.parse(createdAt) : Number.NaN;
  if (Number.isNaN(created)) return "Welcome";
  return now.getTime() - created < NEW_ACCOUNT_MS ? "Welcome" : "Welcome back";
}
