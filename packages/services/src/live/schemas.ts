import { z } from "zod";
import { BOT_STATUSES } from "@understudy/db/schema";
import { AvatarDraftResponse } from "../avatar/drafts/schemas";

export const LiveMeetingInput = z.strictObject({ id: z.string() });
export type LiveMeetingInput = z.infer<typeof LiveMeetingInput>;

/** What a line typed in the live room may be: plain text, short enough for every provider's chat (Zoom's is 1,024). */
export const LIVE_CHAT_MAX = 500;

/** Control characters out (a newline becomes a space): one line of plain text, as typed. */
function plainText(s: string): string {
  return [...s]
    .map((c) => (c === "\n" || c === "\t" ? " " : c))
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return code >= 0x20 && code !== 0x7f;
    })
    .join("")
    .trim();
}
export const LiveChatInput = z.strictObject({
  id: z.string(),
  text: z
    .string()
    .transform(plainText)
    .pipe(z.string().min(1, "Type something to send").max(LIVE_CHAT_MAX, `At most ${LIVE_CHAT_MAX} characters`)),
});
export type LiveChatInput = z.infer<typeof LiveChatInput>;

/** Pause/resume, and "Answer on my own" (a verbatim talking point is said without asking first), for this meeting. */
export const LiveAvatarPauseInput = z
  .strictObject({ id: z.string(), paused: z.boolean().optional(), answer_on_own: z.boolean().optional() })
  .refine((v) => v.paused !== undefined || v.answer_on_own !== undefined, "Send paused, answer_on_own or both");
export type LiveAvatarPauseInput = z.infer<typeof LiveAvatarPauseInput>;

export const LiveLine = z.object({ seq: z.number().int(), speaker: z.string(), text: z.string(), start_seconds: z.number() }).meta({ id: "LiveLine" });
export type LiveLine = z.infer<typeof LiveLine>;

export const LiveState = z
  .object({
    meeting: z.object({ id: z.string(), title: z.string() }),
    bot: z
      .object({
        session_id: z.string(),
        status: z.enum(BOT_STATUSES),
        reason: z.string().nullable(),
        bot_name: z.string(),
        in_call: z.boolean(),
        standing_in: z.boolean(),
        handed_over: z.boolean(),
      })
      .nullable(),
    participants: z.array(z.object({ id: z.string(), name: z.string().nullable(), present: z.boolean() })),
    catch_up: z
      .object({
        overview: z.string(),
        decisions: z.array(z.string()),
        action_items: z.array(z.string()),
        questions_for_you: z.array(z.string()),
        through_seconds: z.number(),
      })
      .nullable(),
    /** `answer_on_own`: talking points said without asking; otherwise every answer is a draft for the owner first. */
    avatar: z.object({ paused: z.boolean(), answer_on_own: z.boolean() }),
    /** The meeting's latest ask-me-first drafts, pending ones first to decide; each change is also an `avatar_draft` message. */
    avatar_drafts: z.array(AvatarDraftResponse),
    avatar_turns: z.array(
      z.object({ id: z.string(), asked_by: z.string(), heard: z.string(), decision: z.enum(["answer", "defer", "ignore"]), said: z.string().nullable(), reason: z.string(), at: z.string() }),
    ),
    /** The stored event this state is as of: a stream started from the state resumes after it. */
    last_event_id: z.number().int(),
  })
  .meta({ id: "LiveState" });
export type LiveState = z.infer<typeof LiveState>;

export const LiveSnapshot = LiveState.extend({ transcript: z.array(LiveLine) }).meta({ id: "LiveSnapshot" });
export type LiveSnapshot = z.infer<typeof LiveSnapshot>;

export const LiveActionResponse = z.object({ message: z.string() }).meta({ id: "LiveActionResponse" });

/** Resume after this stored event (`Last-Event-ID`); absent = from the meeting's first event. */
export const LiveStreamQuery = z.strictObject({ last_event_id: z.number().int().min(0).optional() });
export const LiveStreamInput = z.strictObject({ id: z.string(), last_event_id: z.number().int().min(0).optional() });
export type LiveStreamInput = z.infer<typeof LiveStreamInput>;
export const LiveChatBody = z.strictObject({ text: z.string() });
export const LiveAvatarBody = z.strictObject({ paused: z.boolean().optional(), answer_on_own: z.boolean().optional() });
