/** A transcript timestamp: "m:ss", or "h:mm:ss" from an hour on. */
export function formatOffset(totalSeconds: number): string {
  const s = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * Where the user's arrival goes on the transcript: the index of the first segment said at or after
 * `seconds` (segments.length when everything came before it); -1 when there is no transcript.
 */
export function firstAtOrAfter(segments: readonly { start_seconds: number }[], seconds: number): number {
  if (!segments.length) return -1;
  const index = segments.findIndex((s) => s.start_seconds >= seconds);
  return index === -1 ? segments.length : index;
}
