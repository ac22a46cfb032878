import "server-only";
import { inPreflightRange } from "~/components/meetings/bot-windows";
import type { MeetingsSeed } from "~/components/meetings/meetings-view";
import { serverCaller } from "~/server/caller";
import { log } from "~/server/log";
import { getServerQueryClient, serverTrpc } from "~/trpc/server";

/**
 * The pre-flight badges of the cards the server renders, in one read, under the key each card's query uses. Read
 * after hydration, a badge arrived late and made its card taller, moving the cards below it (a layout shift on
 * every load of a list with a meeting in the next 24 h). A meeting never checked has no row: its card asks itself,
 * and shows nothing either way. A failed read leaves every card to ask itself.
 */
export async function prefetchCardPreflights(seed: MeetingsSeed): Promise<void> {
  const now = new Date(seed.at);
  const ids = Object.values(seed.sections)
    .flatMap((section) => section?.rows ?? [])
    .filter((meeting) => inPreflightRange(meeting, now))
    .map((meeting) => meeting.id);
  if (ids.length === 0) return;
  try {
    const { preflights } = await (await serverCaller()).bots.meetingPreflights({ ids });
    const queryClient = getServerQueryClient();
    for (const preflight of preflights) queryClient.setQueryData(serverTrpc.bots.meetingPreflight.queryKey({ id: preflight.meeting_id }), preflight);
  } catch (error) {
    log.warn({ err: error }, "bots.meetingPreflights on the server failed");
  }
}
