import { z } from "zod";
import { hasNoNul, NO_NUL } from "../lib/text";

export const CreateApiTokenInput = z.strictObject({ name: z.string().trim().min(1, "is required").max(100).refine(hasNoNul, NO_NUL) });
export type CreateApiTokenInput = z.infer<typeof CreateApiTokenInput>;
export const ApiTokenIdInput = z.object({ id: z.string().max(100) });
export type ApiTokenIdInput = z.infer<typeof ApiTokenIdInput>;

export const ApiTokenResponse = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string(),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
  })
  .meta({ id: "ApiToken" });

/** The secret appears in this response only; afterwards only its prefix can be shown. */
export const CreatedApiTokenResponse = ApiTokenResponse.extend({ token: z.string() }).meta({ id: "CreatedApiToken" });
