import { and, desc, eq, inArray } from "drizzle-orm";
import { recapDeliveries, recapShares } from "@understudy/db/schema";
import { outsideOrganisation } from "../bots/coverage/coverage";
import type { UserContext } from "../context";
import { ServiceError } from "../errors";
import { enforce } from "../lib/rate-limit";
import { getOwnedMeetingOrThrow } from "../meetings/internal";
import { composeRecap, type Recap } from "./compose";
import { newDeliveryIdentity, RECAP_EMAIL_CHANNEL } from "./deliver";
import { renderRecap } from "./message";
import { sharerName } from "./message-parts";
import { recapShareQueue } from "./queue";
import type { MeetingRecapInput, RecapPreview, RecapShare, RecapSharesResponse, ShareRecapInput } from "./schemas";

const NO_RECAP = "This meeting has no summary yet, so there is no recap to share";

async function ownedRecap(ctx: UserContext, meetingId: string, summaryId?: string): Promise<Recap> {
  const meeting = await getOwnedMeetingOrThrow(ctx.db, ctx.actor.userId, meetingId);
  const recap = await composeRecap(ctx.db, { meetingId: meeting.id, userId: ctx.actor.userId, appUrl: ctx.deps.config.appUrl, summaryId });
  if (!recap) throw new ServiceError(summaryId ? "BAD_REQUEST" : "CONFLICT", summaryId ? "That summary version is not this meeting's ready summary" : NO_RECAP);
  return recap;
}

const attendeeOptions = (recap: Recap) =>
  recap.attendees.map((a) => ({
    name: a.name,
    email: a.email,
    is_owner: a.isOwner,
    outside_domain: a.email ? outsideOrganisation(recap.owner.email, a.email) : false,
    can_share: !!a.email && !a.isOwner,
  }));

/** The share dialog: the email exactly as a recipient gets it, and the people who were there. */
export async function previewRecapShare({ ctx, input }: { ctx: UserContext; input: MeetingRecapInput }): Promise<RecapPreview> {
  const recap = await ownedRecap(ctx, input.meeting_id);
  const message = renderRecap(recap, { kind: "share", sharedBy: sharerName(recap) });
  return { meeting_id: recap.meetingId, summary_id: recap.summaryId, summary_version: recap.summaryVersion, ...message, attendees: attendeeOptions(recap) };
}

/**
 * Sends the recap to people the owner picked, only among those the bot saw in the meeting with a known address
 * (docs/decisions/075): anyone else is a 400, whatever the invite list says. Every address outside the owner's
 * organisation must be repeated in `confirm_external` for this send. The share and one delivery per recipient are
 * stored with the `recap.share` job in one transaction; the job sends them.
 */
export async function shareRecap({ ctx, input }: { ctx: UserContext; input: ShareRecapInput }): Promise<RecapShare> {
  const recap = await ownedRecap(ctx, input.meeting_id, input.share.summary_id);
  const mailer = ctx.deps.mailer;
  if (!mailer) throw new ServiceError("UPSTREAM_UNAVAILABLE", "Mail is not configured on this server");
  const present = new Map(attendeeOptions(recap).flatMap((a) => (a.can_share && a.email ? [[a.email, a] as const] : [])));
  const recipients = [...new Set(input.share.recipients)];
  const absent = recipients.filter((r) => !present.has(r));
  if (absent.length) {
    throw new ServiceError("BAD_REQUEST", `A recap is shared only with people who were in the meeting: ${absent.join(", ")} ${absent.length === 1 ? "was" : "were"} not seen there`);
  }
  const confirmed = new Set(input.share.confirm_external);
  const unconfirmed = recipients.filter((r) => present.get(r)?.outside_domain && !confirmed.has(r));
  if (unconfirmed.length) throw new ServiceError("BAD_REQUEST", `Confirm sending outside your organisation to: ${unconfirmed.join(", ")}`);
  await enforce(ctx.deps.limits.recapShares, ctx.actor.userId, ctx.clock.now().getTime(), "You have shared many recaps in the last hour; try again later");

  await ctx.deps.jobs.prepare([recapShareQueue]);
  const now = ctx.clock.now();
  const shareId = await ctx.db.transaction(async (tx) => {
    const [share] = await tx
      .insert(recapShares)
      .values({
        userId: ctx.actor.userId,
        meetingId: recap.meetingId,
        summaryId: recap.summaryId,
        summaryVersion: recap.summaryVersion,
        recipients: recipients.map((email) => ({ email, name: present.get(email)?.name ?? null })),
        confirmedExternal: recipients.filter((r) => present.get(r)?.outside_domain),
        createdAt: now,
      })
      .returning({ id: recapShares.id });
    if (!share) throw new Error("share not stored");
    await tx.insert(recapDeliveries).values(
      recipients.map((recipient) => ({
        ...newDeliveryIdentity(mailer.from.address),
        userId: ctx.actor.userId,
        meetingId: recap.meetingId,
        shareId: share.id,
        channel: RECAP_EMAIL_CHANNEL,
        recipient,
        summaryId: recap.summaryId,
        createdAt: now,
      })),
    );
    await ctx.deps.jobs.sendWithin(tx, recapShareQueue, { shareId: share.id });
    return share.id;
  });
  ctx.log.info({ shareId, meetingId: recap.meetingId, recipients: recipients.length }, "recap shared");
  const [shared] = (await listShares(ctx, recap.meetingId, [shareId])).shares;
  if (!shared) throw new Error("share not found after insert");
  return shared;
}

/** The meeting page's "Shared with … on …" and the owner's own recap email, with each delivery's outcome. */
export async function listRecapShares({ ctx, input }: { ctx: UserContext; input: MeetingRecapInput }): Promise<RecapSharesResponse> {
  const meeting = await getOwnedMeetingOrThrow(ctx.db, ctx.actor.userId, input.meeting_id);
  return listShares(ctx, meeting.id);
}

async function listShares(ctx: UserContext, meetingId: string, only?: string[]): Promise<RecapSharesResponse> {
  const userId = ctx.actor.userId;
  const shares = await ctx.db
    .select()
    .from(recapShares)
    .where(and(eq(recapShares.userId, userId), eq(recapShares.meetingId, meetingId), only ? inArray(recapShares.id, only) : undefined))
    .orderBy(desc(recapShares.createdAt), desc(recapShares.id))
    .limit(50);
  const deliveries = await ctx.db
    .select()
    .from(recapDeliveries)
    .where(and(eq(recapDeliveries.userId, userId), eq(recapDeliveries.meetingId, meetingId)));
  const own = deliveries.find((d) => d.shareId === null && d.channel === RECAP_EMAIL_CHANNEL);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    email: own ? { recipient: own.recipient, status: own.status, error: own.error, sent_at: iso(own.sentAt), attempts: own.attempts } : null,
    shares: shares.map((s) => ({
      id: s.id,
      created_at: s.createdAt.toISOString(),
      summary_version: s.summaryVersion,
      recipients: s.recipients.map((r) => {
        const d = deliveries.find((x) => x.shareId === s.id && x.recipient === r.email);
        return { email: r.email, name: r.name, status: d?.status ?? "sending", error: d?.error ?? null, sent_at: iso(d?.sentAt ?? null) };
      }),
    })),
  };
}

