import { z } from "zod";
import { hasNoNul, NO_NUL } from "../lib/text";

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5000;

export const SupportRequestInput = z
  .strictObject({
    subject: z
      .string({ error: "Subject is required" })
      .trim()
      .min(3, "Subject must be at least 3 characters")
      .max(SUPPORT_SUBJECT_MAX, `Subject must be at most ${SUPPORT_SUBJECT_MAX} characters`)
      .refine(hasNoNul, NO_NUL)
      // It becomes a mail header: one line only.
      .refine((v) => !/[\r\n]/.test(v), "Subject must be a single line"),
    message: z
      .string({ error: "Message is required" })
      .trim()
      .min(10, "Message must be at least 10 characters")
      .max(SUPPORT_MESSAGE_MAX, `Message must be at most ${SUPPORT_MESSAGE_MAX} characters`)
      .refine(hasNoNul, NO_NUL),
  })
  .meta({ id: "SupportRequestInput" });
export type SupportRequestInput = z.infer<typeof SupportRequestInput>;

export const SupportRequestResponse = z
  .object({
    id: z.string(),
    message: z.string(),
    /** False when the mail could not be sent yet: the request is kept and sent by a retry. */
    delivered: z.boolean(),
  })
  .meta({ id: "SupportRequestReceipt" });
export type SupportRequestResponse = z.infer<typeof SupportRequestResponse>;

export const SupportRequestsResponse = z
  .object({
    requests: z.array(
      z.object({
        id: z.string(),
        subject: z.string(),
        created_at: z.string(),
        status: z.enum(["delivered", "pending"]),
        delivered_at: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "SupportRequests" });
export type SupportRequestsResponse = z.infer<typeof SupportRequestsResponse>;
