import { z } from "zod";
import { SLACK_DELIVERY_STATUSES } from "@understudy/db/schema";

export const SlackConnectionState = z.enum(["not_connected", "connected", "revoked"]);

export const SlackDeliveryView = z.object({
  meeting_id: z.string(),
  channel_id: z.string(),
  status: z.enum(SLACK_DELIVERY_STATUSES),
  error: z.string().nullable(),
  posted_at: z.string().nullable(),
  created_at: z.string(),
});

export const SlackStatusResponse = z
  .object({
    status: SlackConnectionState,
    team_name: z.string().nullable(),
    channel: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
    /** What the last post's failure asks of the user, e.g. to invite the bot to the channel or to reconnect. */
    last_error: z.string().nullable(),
    last_error_at: z.string().nullable(),
    connected_at: z.string().nullable(),
    recent_deliveries: z.array(SlackDeliveryView),
  })
  .meta({ id: "SlackStatus" });
export type SlackStatusResponse = z.infer<typeof SlackStatusResponse>;

export const SlackAuthUrlResponse = z.object({ auth_url: z.string() }).meta({ id: "SlackAuthUrl" });

export const CompleteSlackInput = z.object({
  state: z.string().max(500).optional(),
  code: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
});
export type CompleteSlackInput = z.infer<typeof CompleteSlackInput>;

export const SlackChannelsResponse = z
  .object({
    /** Channels the bot is in, so a recap posted there is accepted; others need `/invite @Understudy` first. */
    channels: z.array(z.object({ id: z.string(), name: z.string(), is_private: z.boolean() })),
    /** More channels exist than were read (a very large workspace): invite the bot and pick again. */
    truncated: z.boolean(),
  })
  .meta({ id: "SlackChannels" });
export type SlackChannelsResponse = z.infer<typeof SlackChannelsResponse>;

export const SetSlackChannelInput = z.strictObject({ channel_id: z.string().min(1).max(40) });
export type SetSlackChannelInput = z.infer<typeof SetSlackChannelInput>;

export const SlackDisconnectResponse = z.object({ message: z.string() }).meta({ id: "SlackDisconnect" });
