/** What an assistant may be allowed, as the consent page names it. Personal API tokens carry every scope. */
export const OAUTH_SCOPES = {
  "meetings:read": "Read your meetings: transcripts, summaries, attendance and action items",
  "meetings:ask": "Ask questions about your meetings (answers cite the transcript)",
  "bot:send": "Send your stand-in bot to a meeting",
  "action_items:write": "Tick off, reopen and edit your action items",
} as const;

export type OAuthScope = keyof typeof OAUTH_SCOPES;
export const ALL_SCOPES = Object.keys(OAUTH_SCOPES) as OAuthScope[];
/** Granted when a client asks for no scope it knows: reading and asking, never sending the bot unasked. */
export const DEFAULT_SCOPES: OAuthScope[] = ["meetings:read", "meetings:ask"];

export const isScope = (s: string): s is OAuthScope => Object.hasOwn(OAUTH_SCOPES, s);

/** The known scopes of a request, in the list's order; the default when it names none we know (RFC 6749 §3.3 lets the server choose). */
export function grantedScopes(requested: readonly string[]): OAuthScope[] {
  const known = ALL_SCOPES.filter((s) => requested.includes(s));
  return known.length ? known : DEFAULT_SCOPES;
}
