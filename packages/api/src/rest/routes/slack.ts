import { SetSlackChannelInput, SlackAuthUrlResponse, SlackChannelsResponse, SlackDisconnectResponse, SlackStatusResponse } from "@understudy/services/slack";
import { z } from "zod";
import { route, type RestRoute } from "../define";

/** The Slack connection recaps are posted through. */
export const slackRoutes: RestRoute[] = [
  route("GET", "/slack/auth-url", {
    tag: "slack",
    auth: "user",
    summary: "Slack's install consent URL (OAuth v2) for posting recaps; open it in the browser",
    response: SlackAuthUrlResponse,
    procedure: (c) => c.slack.authUrl,
  }),
  route("GET", "/slack/status", {
    tag: "slack",
    auth: "user",
    summary: "Whether Slack is connected (or revoked: reconnect), to which workspace and channel, and the last recap posts",
    response: SlackStatusResponse,
    procedure: (c) => c.slack.status,
  }),
  route("GET", "/slack/channels", {
    tag: "slack",
    auth: "user",
    summary: "The channels Understudy's bot is in and can post recaps to",
    response: SlackChannelsResponse,
    procedure: (c) => c.slack.channels,
  }),
  route("PUT", "/slack/channel", {
    tag: "slack",
    auth: "user",
    summary: "Choose the channel recaps are posted to (one the bot is in)",
    body: SetSlackChannelInput,
    response: z.object({ channel: z.object({ id: z.string(), name: z.string() }) }).meta({ id: "SlackChannelChoice" }),
    procedure: (c) => c.slack.setChannel,
    input: ({ body }) => body,
  }),
  route("DELETE", "/slack/connection", {
    tag: "slack",
    auth: "user",
    summary: "Disconnect Slack: revoke the bot token at Slack and delete it (past posts stay listed)",
    response: SlackDisconnectResponse,
    procedure: (c) => c.slack.disconnect,
  }),
];
