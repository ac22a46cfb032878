import { z } from "zod";

/** What one fold returns: the running summary of the meeting so far (the model's structured output). */
export const RunningSummary = z.object({
  overview: z.string().describe("Two or three sentences: what the meeting has covered so far."),
  decisions: z.array(z.object({ text: z.string(), timestamp: z.number() })),
  action_items: z.array(z.object({ text: z.string(), owner: z.string().nullable(), timestamp: z.number() })),
  questions_for_user: z.array(z.object({ text: z.string(), asked_by: z.string().nullable(), timestamp: z.number() })),
  });
export type RunningSummary = z.infer<typeof RunningSummary>;

export const CatchUpInput = z.object({ meeting_id: z.string().max(100) });
export type CatchUpInput = z.infer<typeof CatchUpInput>;

const Delivery = z.string().nullable().describe("sent, or why not: not_configured, unsupported, failed");

export const CatchUpResponse = z
  .object({
  meeting_id: z.string(),
  /** `collecting`: the bot stands in and keeps the summary; `delivered`: the user's join was seen and the catch-up sent. */
  status: z.enum(["collecting", "delivered"]),
  summary: RunningSummary.nullable(),
  /** Transcript seconds the summary covers. */
  covered_through_seconds: z.number(),
  /** The user's arrival on the transcript's time line (seconds), null while they have not come. */
  arrived_at_seconds: z.number().nullable(),
  arrived_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  deliveries: z.object({ page: Delivery, notification: Delivery, email: Delivery, private_chat: Delivery }),
  model_calls: z.number().int(),
  })
  .meta({ id: "CatchUp" });
export type CatchUpResponse = z.infer<typeof CatchUpResponse>;
