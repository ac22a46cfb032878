import { z } from "zod";

import { DELETE_ACCOUNT_CONFIRMATION } from "../privacy/constants";

/** What the user types to confirm (Settings → Privacy, and `DELETE /api/account?confirm=…`). */
export { DELETE_ACCOUNT_CONFIRMATION };

export const DeleteAccountInput = z.strictObject({ confirm: z.string().max(100).optional() }).meta({ id: "DeleteAccount" });
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;

export const DeleteAccountResponse = z
  .object({
    message: z.string(),
    google_revoked: z.boolean(),
    subscription_cancelled: z.boolean(),
    bot_recordings_deleted: z.number().int(),
    /** Recordings the provider would not delete yet (a bot still leaving or post-processing): deleted there by a retrying job. */
    bot_recordings_pending: z.number().int(),
  })
  .meta({ id: "DeleteAccountResult" });
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponse>;
