import { CALENDAR_EVENTS_SCOPE } from "@understudy/integrations/google";
import type { UserContext } from "../context";
import { googleDeps, type GoogleDeps } from "../google/deps";
import { openSession, requireConnection, toServiceError } from "../google/internal";
import { recapMomentUrl } from "../recaps/links";
import { holdSlot } from "./hold-time";
import { findFollowUpItem } from "./item";
import { hasScope, needsPermission } from "./permission";
import type { FollowUpInput, HoldTimeResponse } from "./schemas";

/**
 * "Hold time": a 30-minute event on the user's own calendar (events.insert) to do one action item, on its due
 * day or the next working day. Nobody is invited. Without calendar.events granted yet, the answer is Google's
 * consent for that scope alone.
 */
export async function holdTimeForItem({ ctx, input, deps = googleDeps(ctx.deps) }: { ctx: UserContext; input: FollowUpInput; deps?: GoogleDeps }): Promise<HoldTimeResponse> {
  const { userId } = ctx.actor;
  const { item, meeting } = await findFollowUpItem(ctx.db, userId, input.action_item_id);
  const connection = await requireConnection(ctx.db, userId);
  if (!hasScope(connection, CALENDAR_EVENTS_SCOPE)) return needsPermission(ctx, deps, CALENDAR_EVENTS_SCOPE, "add events to your Google Calendar");

  const slot = holdSlot({ dueDate: item.dueDate, now: ctx.clock.now(), timeZone: input.time_zone });
  try {
    const session = openSession(ctx, deps, connection);
    const event = await session.calendar.insertEvent({
      summary: item.text.length > 200 ? `${item.text.slice(0, 199)}…` : item.text,
      description: `From ${meeting.title}: ${recapMomentUrl(ctx.deps.config.appUrl, meeting.id, item.startSeconds)}`,
      start: slot.start,
      end: slot.end,
      timeZone: slot.timeZone,
    });
    ctx.log.info({ actionItemId: item.id }, "hold created");
    return { outcome: "hold_created", event_id: event.id, starts_at: slot.start.toISOString(), ends_at: slot.end.toISOString(), open_url: event.htmlLink };
  } catch (error) {
    throw await toServiceError(ctx, userId, error);
  }
}
