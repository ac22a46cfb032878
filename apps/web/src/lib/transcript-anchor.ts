/**
 * Transcript anchors. Links into a transcript are `/meetings/{id}#t=<floor seconds>` (search, summaries and
 * answers make them); each segment's element id is `t-<floor of its start second>`. A `#t=` link opens at the
 * segment being spoken at that second: the last one that started at or before it.
 */
export function transcriptAnchorId(startSeconds: number): string {
  return `t-${Math.max(0, Math.floor(Number.isFinite(startSeconds) ? startSeconds : 0))}`;
}

export function transcriptHash(seconds: number): string {
  return `#t=${Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0))}`;
}

/** `#t=95` → 95; anything else → null. */
export function parseTranscriptHash(hash: string): number | null {
  const match = /^#t=(\d{1,7})$/.exec(hash);
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * `?t=95` (a recap email's link: a fragment is lost when the link first passes through sign-in) → 95, else null.
 * The `#t=` fragment wins when a URL has both.
 */
export function parseTranscriptQuery(search: string): number | null {
  const value = new URLSearchParams(search).get("t");
  return value !== null && /^\d{1,7}$/.test(value) ? Number(value) : null;
}

/** Index of the segment spoken at `seconds` (segments sorted by start), or -1 before the first. */
export function segmentAt(segments: readonly { start_seconds: number }[], seconds: number): number {
  let found = -1;
  for (let i = 0; i < segments.length; i++) {
    if (Math.floor(segments[i]?.start_seconds ?? Infinity) <= seconds) found = i;
    else break;
  }
  return found;
}
