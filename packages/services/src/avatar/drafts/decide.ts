import { and, eq } from "drizzle-orm";
import { avatarDrafts, type AvatarDraft } from "@understudy/db/schema";
import type { UserContext } from "../../context";
import { ConflictError, NotFoundError } from "../../errors";
import { getOwnedMeetingOrThrow, isUuid } from "../../meetings/internal";
import { notifyLiveChange } from "../../live/notify";
import { checkEdit } from "./edit-check";
import { draftResponse } from "./response";
import type { AvatarDraftResponse, LiveDraftApproveInput, LiveDraftRejectInput } from "./schemas";
import { SETTLE_QUEUES, settleDraft, type Settlement } from "./settle";

/** The owner's draft in their meeting; anyone else's (or none) is a 404, as everywhere. */
async function ownedDraft(ctx: UserContext, meetingId: string, draftId: string): Promise<AvatarDraft> {
  const meeting = await getOwnedMeetingOrThrow(ctx.db, ctx.actor.userId, meetingId);
  if (!isUuid(draftId)) throw new NotFoundError("Draft");
  const [draft] = await ctx.db
    .select()
    .from(avatarDrafts)
    .where(and(eq(avatarDrafts.id, draftId), eq(avatarDrafts.userId, ctx.actor.userId), eq(avatarDrafts.meetingId, meeting.id)))
    .limit(1);
  if (!draft) throw new NotFoundError("Draft");
  return draft;
}

function alreadyDecided(draft: AvatarDraft, now: Date): ConflictError {
  if (draft.state === "pending" && draft.deadline <= now) return new ConflictError("This draft expired before it was decided; the avatar deferred the question to you.");
  return new ConflictError(`This draft was already ${draft.state}; a draft is decided once.`);
}

async function decide(ctx: UserContext, draft: AvatarDraft, settlement: Settlement): Promise<AvatarDraftResponse> {
  const now = ctx.clock.now();
  if (draft.state !== "pending" || draft.deadline <= now) throw alreadyDecided(draft, now);
  await ctx.deps.jobs.prepare(SETTLE_QUEUES);
  const settled = await ctx.db.transaction((tx) => settleDraft(tx, ctx, draft, settlement));
  if (!settled) {
    // Decided (or expired) between the read and the update: answer with what won.
    const [now2] = await ctx.db.select().from(avatarDrafts).where(eq(avatarDrafts.id, draft.id)).limit(1);
    throw alreadyDecided(now2 ?? draft, ctx.clock.now());
  }
  await notifyLiveChange(ctx.db, draft.meetingId, "avatar");
  return draftResponse(settled);
}

/** Approve as drafted, or with `text`: the owner's edit, said only if it passes the same rules as the model's answer. */
export async function approveAvatarDraft({ ctx, input }: { ctx: UserContext; input: LiveDraftApproveInput }): Promise<AvatarDraftResponse> {
  const draft = await ownedDraft(ctx, input.id, input.draft_id);
  if (input.text === undefined) return decide(ctx, draft, { to: "approved", said: draft.proposed });
  // A decided draft answers 409 before its edit is judged: the edit could not be said anyway.
  if (draft.state !== "pending" || draft.deadline <= ctx.clock.now()) throw alreadyDecided(draft, ctx.clock.now());
  const checked = await checkEdit(ctx, draft, input.text);
  return decide(ctx, draft, { to: "edited", said: checked.said, sources: checked.sources });
}

/** Reject: nothing of the draft is said; the avatar defers, and the question is the owner's action item. */
export async function rejectAvatarDraft({ ctx, input }: { ctx: UserContext; input: LiveDraftRejectInput }): Promise<AvatarDraftResponse> {
  return decide(ctx, await ownedDraft(ctx, input.id, input.draft_id), { to: "rejected" });
}
