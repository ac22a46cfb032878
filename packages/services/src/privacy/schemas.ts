import { z } from "zod";
import { RETENTION_CHOICES } from "./policy";

const RetentionDaysField = z
  .union(RETENTION_CHOICES.map((d) => z.literal(d)) as [z.ZodLiteral<30>, z.ZodLiteral<90>, z.ZodLiteral<365>, z.ZodLiteral<null>], {
    error: "must be 30, 90, 365 or null (forever)",
  })
  .meta({ description: "Days captured content (transcripts, attendance, summaries) is kept; null keeps it forever" });

export const PrivacySettingsResponse = z.object({ retention_days: RetentionDaysField }).meta({ id: "PrivacySettings" });
export type PrivacySettingsResponse = z.infer<typeof PrivacySettingsResponse>;

export const UpdatePrivacySettingsInput = z.strictObject({ retention_days: RetentionDaysField }).meta({ id: "UpdatePrivacySettings" });
export type UpdatePrivacySettingsInput = z.infer<typeof UpdatePrivacySettingsInput>;
