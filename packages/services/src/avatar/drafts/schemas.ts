import { z } from "zod";
import { AVATAR_DRAFT_STATES } from "@understudy/db/schema";
import { AvatarSourceSchema } from "../schemas";

export const AvatarDraftResponse = z
  .object({
    id: z.string(),
    meeting_id: z.string(),
    turn_id: z.string(),
    asked_by: z.string(),
    heard: z.string(),
    /** What the avatar would say, as the rules let it through (disclosure included). */
    proposed: z.string(),
    /** What is said once decided: the proposal, the checked edit, or the deferral (rejected, expired). */
    final_text: z.string().nullable(),
    sources: z.array(AvatarSourceSchema),
    state: z.enum(AVATAR_DRAFT_STATES),
    /** Past it, a pending draft expires and the avatar defers. */
    deadline: z.string(),
    decided_at: z.string().nullable(),
    spoken_at: z.string().nullable(),
  })
  .meta({ id: "AvatarDraft" });
export type AvatarDraftResponse = z.infer<typeof AvatarDraftResponse>;

/** The owner's edit: checked by the same rules as the model's answer before anything is said. */
const EditText = z.string().trim().min(1, "Type the words to say").max(600, "At most 600 characters");

export const LiveDraftApproveInput = z.strictObject({ id: z.string(), draft_id: z.string(), text: EditText.optional() });
export type LiveDraftApproveInput = z.infer<typeof LiveDraftApproveInput>;
export const LiveDraftRejectInput = z.strictObject({ id: z.string(), draft_id: z.string() });
export type LiveDraftRejectInput = z.infer<typeof LiveDraftRejectInput>;
/** `POST …/approve`: no body approves as drafted; `{"text": …}` approves the owner's edit. */
export const LiveDraftApproveBody = z.strictObject({ text: z.string().optional() });
