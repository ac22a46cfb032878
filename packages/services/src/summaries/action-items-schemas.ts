import { z } from "zod";
import { DayInput } from "../lib/fields";
import { hasNoNul, NO_NUL } from "../lib/text";

export const MAX_ACTION_ITEMS_LIMIT = 200;

/** Action items across meetings: each meeting's current (newest ready) summary, newest meeting first. */
export const ListActionItemsInput = z
  .strictObject({
    owner: z
      .string()
      .trim()
      .max(200)
      .refine(hasNoNul, NO_NUL)
      .optional()
      .meta({ description: "Part of the owner's name, as the summary names them (case-insensitive)" }),
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
    meeting_id: z.string(),
    meeting_title: z.string(),
    scheduled_at: z.string(),
    task: z.string(),
    /** Who committed to it, as the summary names them; null when nobody did. */
    owner: z.string().nullable(),
    /** The deadline as it was said; null when none was. */
    due: z.string().nullable(),
    start_seconds: z.number(),
    /** `/meetings/{id}#t=<floor seconds>`: where it was said. */
    link: z.string(),
  })
  .meta({ id: "ActionItem" });
export type ActionItem = z.infer<typeof ActionItem>;

export const ActionItemsResponse = z
  .object({
    items: z.array(ActionItem),
    /** Items matching the filters, all pages together. */
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  })
  .meta({ id: "ActionItems" });
export type ActionItemsResponse = z.infer<typeof ActionItemsResponse>;
