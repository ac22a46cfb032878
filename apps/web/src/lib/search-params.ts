/** The /search page's state lives in the URL (?q=&from=&to=&platform=&participant=), so results can be shared and reloaded. */
export const SEARCH_PLATFORMS = ["zoom", "google_meet", "teams", "other"] as const;
export type SearchPlatform = (typeof SEARCH_PLATFORMS)[number];

export interface SearchState {
  q: string;
  from: string;
  to: string;
  platform: SearchPlatform | "";
  /** Part of a speaker's or attendee's name or email. */
  participant: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Mirrors the API's limit so an over-long pasted query is trimmed rather than refused. */
export const MAX_QUERY_LENGTH = 500;
export const MAX_PARTICIPANT_LENGTH = 200;

export function readSearchState(params: { get(name: string): string | null }): SearchState {
  const platform = params.get("platform") ?? "";
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  return {
    q: (params.get("q") ?? "").slice(0, MAX_QUERY_LENGTH),
    from: DAY.test(from) ? from : "",
    to: DAY.test(to) ? to : "",
    platform: (SEARCH_PLATFORMS as readonly string[]).includes(platform) ? (platform as SearchPlatform) : "",
    participant: (params.get("participant") ?? "").slice(0, MAX_PARTICIPANT_LENGTH),
  };
}

export function searchQueryString(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set("q", state.q);
  if (state.from) params.set("from", state.from);
  if (state.to) params.set("to", state.to);
  if (state.platform) params.set("platform", state.platform);
  if (state.participant.trim()) params.set("participant", state.participant);
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** The API input for a state, or null when there is nothing to search for. A reversed range is put in order. */
export function searchInput(state: SearchState) {
  const q = state.q.trim();
  if (!q) return null;
  const [from, to] = state.from && state.to && state.from > state.to ? [state.to, state.from] : [state.from, state.to];
  return {
    q,
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(state.platform ? { platform: state.platform } : {}),
    ...(state.participant.trim() ? { participant: state.participant.trim() } : {}),
  };
}
