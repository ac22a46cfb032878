import { z } from "zod";
import { RECAP_EMAIL_MODES } from "@understudy/db/schema";

export const RecapEmailMode = z.enum(RECAP_EMAIL_MODES).meta({ description: "covered: meetings a stand-in bot covered; captured: every captured meeting; off: none" });

export const RecapSettings = z
  .object({
    /** Which meetings send you their recap by email. */
    email: RecapEmailMode,
    /** When a recap email's unsubscribe link turned them off; null otherwise. */
    unsubscribed_at: z.string().nullable(),
  })
  .meta({ id: "RecapSettings" });
export type RecapSettings = z.infer<typeof RecapSettings>;

export const UpdateRecapSettingsInput = z.strictObject({ email: RecapEmailMode }).meta({ id: "UpdateRecapSettingsInput" });
export type UpdateRecapSettingsInput = z.infer<typeof UpdateRecapSettingsInput>;

export const MeetingRecapInput = z.strictObject({ meeting_id: z.string().max(100) });
export type MeetingRecapInput = z.infer<typeof MeetingRecapInput>;

export const RecapAttendeeOption = z.object({
  name: z.string(),
  /** Null when neither the platform nor the calendar gave this person's address: they cannot be sent it. */
  email: z.string().nullable(),
  is_owner: z.boolean(),
  /** Outside your organisation's domain: sending needs your explicit confirmation each time. */
  outside_domain: z.boolean(),
  can_share: z.boolean(),
});

export const RecapPreview = z
  .object({
    meeting_id: z.string(),
    summary_id: z.string(),
    summary_version: z.number().int(),
    /** The email exactly as a person you share it with gets it. */
    subject: z.string(),
    html: z.string(),
    text: z.string(),
    /** The people the bot saw join (captured attendance, never the invite list alone). */
    attendees: z.array(RecapAttendeeOption),
  })
  .meta({ id: "RecapPreview" });
export type RecapPreview = z.infer<typeof RecapPreview>;

export const MAX_SHARE_RECIPIENTS = 25;
const Address = z.string().trim().toLowerCase().max(320).pipe(z.email({ error: "must be an email address" }));

export const ShareRecapBody = z
  .strictObject({
    /** Addresses of people who were present (from the preview's attendees). */
    recipients: z.array(Address).min(1, "Pick at least one person").max(MAX_SHARE_RECIPIENTS),
    /** Every recipient outside your domain, repeated here to confirm this send to them. */
    confirm_external: z.array(Address).max(MAX_SHARE_RECIPIENTS).default([]),
    /** The version the preview showed; the newest ready one when left out. */
    summary_id: z.uuid().optional(),
  })
  .meta({ id: "ShareRecapInput" });
export const ShareRecapInput = z.strictObject({ meeting_id: z.string().max(100), share: ShareRecapBody });
export type ShareRecapInput = z.infer<typeof ShareRecapInput>;

export const RecapDeliveryStatus = z.enum(["sending", "sent", "failed", "bounced"]).meta({
  description: "sending: queued or being sent; sent: the mail server accepted it; failed: not accepted yet, retried; bounced: refused (5xx), not retried",
});

export const RecapShare = z
  .object({
    id: z.string(),
    created_at: z.string(),
    summary_version: z.number().int(),
    recipients: z.array(z.object({ email: z.string(), name: z.string().nullable(), status: RecapDeliveryStatus, error: z.string().nullable(), sent_at: z.string().nullable() })),
  })
  .meta({ id: "RecapShare" });
export type RecapShare = z.infer<typeof RecapShare>;

export const RecapSharesResponse = z
  .object({
    /** Your own recap email of this meeting; null when none was sent. */
    email: z.object({ recipient: z.string(), status: RecapDeliveryStatus, error: z.string().nullable(), sent_at: z.string().nullable(), attempts: z.number().int() }).nullable(),
    /** Newest first. */
    shares: z.array(RecapShare),
  })
  .meta({ id: "RecapShares" });
export type RecapSharesResponse = z.infer<typeof RecapSharesResponse>;

export const UnsubscribeResponse = z.object({ message: z.string() });
