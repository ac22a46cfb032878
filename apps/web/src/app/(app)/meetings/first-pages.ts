import "server-only";
import type { MeetingsSeed } from "~/components/meetings/meetings-view";
import { MEETING_SECTIONS, sectionInput, type MeetingsState } from "~/lib/meetings-params";
import { serverCaller } from "~/server/caller";
import { log } from "~/server/log";

/**
 * Both sections' pages for the URL's state, read on the server so the list is in the first HTML (no fetch after
 * hydration). A failed read leaves its section to the client, which shows the error and a retry.
 */
export async function firstPages(state: MeetingsState): Promise<MeetingsSeed> {
  const caller = await serverCaller();
  const at = Date.now();
  const [upcoming, past] = await Promise.all(
    MEETING_SECTIONS.map(async (section) => {
      const input = sectionInput(state, section);
      if (!input) return null;
      try {
        return { input, rows: await caller.meetings.list(input) };
      } catch (error) {
        log.warn({ err: error, section }, "meetings.list on the server failed");
        return { input, rows: null };
      }
    }),
  );
  return { at, sections: { upcoming: upcoming ?? null, past: past ?? null } };
}
