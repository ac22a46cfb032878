import { z } from "zod";

export const FollowUpInput = z.strictObject({
  action_item_id: z.string().max(100),
  /** The browser's IANA time zone, for the hold's 09:00; UTC when absent or unknown. */
  time_zone: z.string().max(64).optional(),
});
export type FollowUpInput = z.infer<typeof FollowUpInput>;

/** Google has not been granted this yet: open `auth_url` (Google's consent for that one scope), then tap again. */
const NeedsPermission = z.object({ outcome: z.literal("needs_permission"), scope: z.string(), auth_url: z.string(), message: z.string() });

export const DraftFollowUpResponse = z
  .discriminatedUnion("outcome", [
    NeedsPermission,
    z.object({ outcome: z.literal("draft_created"), draft_id: z.string(), to: z.array(z.string()), subject: z.string(), open_url: z.string() }),
  ])
  .meta({ id: "DraftFollowUp" });
export type DraftFollowUpResponse = z.infer<typeof DraftFollowUpResponse>;

export const HoldTimeResponse = z
  .discriminatedUnion("outcome", [
    NeedsPermission,
    z.object({ outcome: z.literal("hold_created"), event_id: z.string(), starts_at: z.string(), ends_at: z.string(), open_url: z.string().nullable() }),
  ])
  .meta({ id: "HoldTime" });
export type HoldTimeResponse = z.infer<typeof HoldTimeResponse>;
