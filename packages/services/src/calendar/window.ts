/** Sync covers one day back to 28 days ahead; the events list shows what is still to come in that span. */
export const SYNC_DAYS_BACK = 1;
export const SYNC_DAYS_AHEAD = 28;
const DAY = 86_400_000;

export function syncWindow(now: Date): { timeMin: Date; timeMax: Date } {
  return { timeMin: new Date(now.getTime() - SYNC_DAYS_BACK * DAY), timeMax: new Date(now.getTime() + SYNC_DAYS_AHEAD * DAY) };
}
