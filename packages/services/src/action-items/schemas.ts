import { z } from "zod";
import { ACTION_ITEM_SOURCES, ACTION_ITEM_STATUSES } from "@understudy/db/schema";
import { DayInput } from "../lib/fields";
import { hasNoNul, NO_NUL } from "../lib/text";

export const MAX_ACTION_ITEMS_LIMIT = 200;
export const MAX_ACTION_ITEM_TEXT = 1000;
export const ActionItemStatus = z.enum(ACTION_ITEM_STATUSES);

/** The user's action items across meetings: open first, then by due date (undated last). */
export const ListActionItemsInput = z
  .strictObject({
    owner: z
      .string()
      .trim()
      .max(200)
      .refine(hasNoNul, NO_NUL)
      .optional()
      .meta({ description: '"me": the items that are the user\'s own; otherwise part of the owner\'s name (case-insensitive)' }),
    status: ActionItemStatus.optional().meta({ description: "open or done; both when left out" }),
    meeting_id: z.uuid({ error: "must be a meeting id" }).optional().meta({ description: "Only this meeting's items" }),
    due: z
      .string()
      .trim()
      .max(100)
      .refine(hasNoNul, NO_NUL)
      .optional()
      .meta({ description: 'Part of the deadline as it was said ("Friday", "next week", "2026-12-01"), case-insensitive' }),
    has_due: z.boolean().optional().meta({ description: "true: only items with a deadline; false: only items without one" }),
    from: DayInput.optional().meta({ description: "First meeting day, YYYY-MM-DD (UTC)" }),
    to: DayInput.optional().meta({ description: "Last meeting day, YYYY-MM-DD (UTC)" }),
    limit: z.number().int().min(1).max(MAX_ACTION_ITEMS_LIMIT).default(50),
    offset: z.number().int().min(0).max(1_000_000).default(0),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { error: "from must not be after to", path: ["from"] })
  .meta({ id: "ListActionItemsInput" });
export type ListActionItemsInput = z.infer<typeof ListActionItemsInput>;

export const ActionItem = z
  .object({
    id: z.string(),
    meeting_id: z.string(),
    meeting_title: z.string(),
    scheduled_at: z.string(),
    text: z.string(),
    /** Who it is for; null when nobody committed. */
    owner: z.string().nullable(),
    /** The owner is the signed-in user. */
    owner_is_user: z.boolean(),
    /** The deadline as it was said; null when none was. */
    due: z.string().nullable(),
    /** The day that deadline names (or the user set), YYYY-MM-DD; null when it names none. */
    due_date: z.string().nullable(),
    status: ActionItemStatus,
    done_at: z.string().nullable(),
    /** summary: named by the meeting's summary; avatar: a question the AI Avatar deferred to the user. */
    source: z.enum(ACTION_ITEM_SOURCES),
    /** The user changed its text, owner or due date: a regenerated summary leaves it as they wrote it. */
    edited: z.boolean(),
    start_seconds: z.number(),
    /** `/meetings/{id}#t=<floor seconds>`: where it was said. */
    link: z.string(),
  })
  .meta({ id: "ActionItem" });
export type ActionItem = z.infer<typeof ActionItem>;

export const ActionItemsResponse = z
  .object({
    items: z.array(ActionItem),
    limit: z.number().int(),
    offset: z.number().int(),
    /** The offset of the next page; null on the last. */
    next_offset: z.number().int().nullable(),
  })
  .meta({ id: "ActionItems" });
export type ActionItemsResponse = z.infer<typeof ActionItemsResponse>;

export const ActionItemIdInput = z.strictObject({ id: z.string().max(100) });

/** What the user may change: tick it done or reopen it, reword it, reassign it, set or clear its day. */
export const UpdateActionItemBody = z
  .strictObject({
    status: ActionItemStatus.optional(),
    text: z.string().trim().min(1, { error: "must not be empty" }).max(MAX_ACTION_ITEM_TEXT).refine(hasNoNul, NO_NUL).optional(),
    owner: z
      .string()
      .trim()
      .max(200)
      .refine(hasNoNul, NO_NUL)
      .nullable()
      .optional()
      .meta({ description: '"me" for the user, an attendee\'s name, or null for nobody' }),
    due_date: DayInput.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((x: unknown) => x !== undefined), { error: "nothing to change: give status, text, owner or due_date" })
  .meta({ id: "UpdateActionItemInput" });
export const UpdateActionItemInput = z.object({ id: z.string().max(100), patch: UpdateActionItemBody });
export type UpdateActionItemInput = z.infer<typeof UpdateActionItemInput>;
