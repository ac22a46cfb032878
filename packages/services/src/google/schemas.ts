import { z } from "zod";

export const GoogleConnectionStatus = z.enum(["not_connected", "connected", "reconnect_needed"]);

export const GoogleStatusResponse = z
  .object({
    status: GoogleConnectionStatus,
    connected: z.boolean(),
    google_email: z.string().nullable(),
    calendar_access: z.boolean(),
    gmail_access: z.boolean(),
    connected_at: z.string().nullable(),
    last_synced_at: z.string().nullable(),
    last_sync: z.object({ created_meetings: z.number().int(), updated_meetings: z.number().int() }).nullable(),
    last_sync_error: z.string().nullable(),
  })
  .meta({ id: "GoogleStatus" });
export type GoogleStatusResponse = z.infer<typeof GoogleStatusResponse>;

export const AuthUrlResponse = z.object({ auth_url: z.string() }).meta({ id: "GoogleAuthUrl" });

export const CompleteConnectionInput = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});
export type CompleteConnectionInput = z.infer<typeof CompleteConnectionInput>;

export const DisconnectResponse = z.object({ message: z.string() }).meta({ id: "GoogleDisconnect" });
