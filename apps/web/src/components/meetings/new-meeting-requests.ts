/**
 * The New Meeting button lives in /meetings' server-rendered header, outside the list's hydration unit (the header is
 * the page's largest paint: inside that unit it waited for the scripts). It asks the list to open the dialog through
 * this. A click can hydrate the button before the list: its request then waits here until the list subscribes.
 */
type Handler = (opener: HTMLElement | null) => void;

let handler: Handler | null = null;
let pending: { opener: HTMLElement | null } | null = null;

export function requestNewMeeting(opener: HTMLElement | null) {
  if (handler) handler(opener);
  else pending = { opener };
}

/** The list's side: at most one subscriber (one list per page); returns the unsubscribe. */
export function onNewMeetingRequest(next: Handler): () => void {
  handler = next;
  if (pending) {
    const { opener } = pending;
    pending = null;
    next(opener);
  }
  return () => {
    if (handler === next) handler = null;
  };
}
