import { Pager } from "~/components/lists/pager";
import { MEETINGS_PAGE_SIZE, meetingsQueryString, withPage, type MeetingSection, type MeetingsState } from "~/lib/meetings-params";

const LABELS: Record<MeetingSection, string> = { upcoming: "Upcoming meetings", past: "Past meetings" };

/** A section's Previous / Next: the other section's page, the search and the filter stay as they are. */
export function MeetingsPager({ state, section, shown, hasNext }: { state: MeetingsState; section: MeetingSection; shown: number; hasNext: boolean }) {
  return (
    <Pager
      label={LABELS[section]}
      page={state.pages[section]}
      pageSize={MEETINGS_PAGE_SIZE}
      shown={shown}
      hasNext={hasNext}
      hrefFor={(page) => `/meetings${meetingsQueryString(withPage(state, section, page))}`}
    />
  );
}
