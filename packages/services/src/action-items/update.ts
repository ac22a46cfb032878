import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { actionItems, avatarTurns } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { NotFoundError } from "../errors";
import { isUuid } from "../meetings/internal";
import { ITEM_COLUMNS, itemResponse, type ActionItemRowOut } from "./list";
import { matchOwner } from "./owner";
import type { ActionItem, UpdateActionItemInput } from "./schemas";
import { meetingPeople } from "./sync";

const NOT_FOUND = "Action item";

/** One of the user's items; another user's id is the same 404 as one that does not exist. */
export async function getActionItem(db: Executor, userId: string, id: string): Promise<ActionItem> {
  if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
  const [row] = await db.execute<ActionItemRowOut>(sql`
    select ${ITEM_COLUMNS} from action_items a join meetings m on m.id = a.meeting_id
    where a.id = ${id} and a.user_id = ${userId} and m.capture_deleted_at is null`);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return itemResponse(row);
}

/**
 * Tick done, reopen, reword, reassign ("me", an attendee's name, or nobody) or set its day. A change to the
 * text, owner or day marks the item edited, so a regenerated summary never writes over it; the dedupe key stays
 * the one the summary gave, so the regeneration still recognises it. Ticking an avatar's deferred question
 * resolves it in the avatar's log too.
 */
export async function updateActionItem({ ctx, input }: { ctx: UserContext; input: UpdateActionItemInput }): Promise<ActionItem> {
  const userId = ctx.actor.userId;
  if (!isUuid(input.id)) throw new NotFoundError(NOT_FOUND);
  const now = ctx.clock.now();
  const { patch } = input;
  await ctx.db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(actionItems)
      .where(and(eq(actionItems.id, input.id), eq(actionItems.userId, userId)))
      .for("update");
    if (!item) throw new NotFoundError(NOT_FOUND);
    const set: Partial<typeof actionItems.$inferInsert> = { updatedAt: now };
    if (patch.status && patch.status !== item.status) {
      set.status = patch.status;
      set.doneAt = patch.status === "done" ? now : null;
      if (item.avatarTurnId) {
        await tx
          .update(avatarTurns)
          .set({ resolvedAt: patch.status === "done" ? now : null })
          .where(and(eq(avatarTurns.id, item.avatarTurnId), eq(avatarTurns.userId, userId)));
      }
    }
    if (patch.text !== undefined) set.text = patch.text;
    if (patch.owner !== undefined) {
      const people = await meetingPeople(tx, item.meetingId, userId);
      if (!people) throw new NotFoundError(NOT_FOUND);
      const me = patch.owner?.toLowerCase() === "me";
      const owner = me ? { ownerName: people.user.name?.trim() || people.user.email, ownerIsUser: true } : matchOwner(patch.owner, people);
      set.ownerName = owner.ownerName;
      set.ownerIsUser = owner.ownerIsUser;
    }
    if (patch.due_date !== undefined) {
      set.dueDate = patch.due_date;
      // The words said no longer describe the day the user chose.
      set.dueText = null;
    }
    if (patch.text !== undefined || patch.owner !== undefined || patch.due_date !== undefined) set.editedAt = now;
    await tx.update(actionItems).set(set).where(eq(actionItems.id, item.id));
  });
  return getActionItem(ctx.db, userId, input.id);
}
