/**
 * Links in a recap email. The moment is `?t=<floor seconds>` rather than the app's `#t=`: a fragment never
 * reaches the server, so it is lost when an email link first goes through sign-in, and some mail clients'
 * link rewriting drops it; the meeting page reads either (docs/decisions/074).
 */
export const recapMeetingUrl = (appUrl: string, meetingId: string) => `${appUrl}/meetings/${meetingId}`;
export const recapMomentUrl = (appUrl: string, meetingId: string, seconds: number) =>
  `${recapMeetingUrl(appUrl, meetingId)}?t=${Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0))}`;
export const recapActionItemsUrl = (appUrl: string) => `${appUrl}/action-items`;
export const recapSettingsUrl = (appUrl: string) => `${appUrl}/settings#recaps`;
/** The page a person opens from the footer; the mail client's one-click POST goes to the API row of the same token. */
export const unsubscribePageUrl = (appUrl: string, token: string) => `${appUrl}/recaps/unsubscribe?token=${encodeURIComponent(token)}`;
export const unsubscribePostUrl = (appUrl: string, token: string) => `${appUrl}/api/recaps/unsubscribe?token=${encodeURIComponent(token)}`;

