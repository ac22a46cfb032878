/** `/meetings/{id}#t=<floor seconds>`: where the meeting page's transcript viewer opens at that second. */
export function transcriptHref(meetingId: string, seconds: number): string {
  return `/meetings/${meetingId}#t=${Math.max(0, Math.floor(seconds))}`;
}
