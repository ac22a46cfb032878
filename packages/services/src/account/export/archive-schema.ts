import { z } from "zod";
import { ConsentEvent } from "../../bots/sessions/consent";

/*
 * The documented schema of `data.json` in a full account export. It is the one source of the JSON Schema
 * shipped in the archive (`schema.json`) and kept in the repository (`account-export.schema.json`, checked
 * against this file by a test). Objects are strict: a field added to the archive must be added here.
 */

export const ARCHIVE_FORMAT = "understudy.account-export";
export const ARCHIVE_VERSION = 1;

const Instant = z.iso.datetime().meta({ id: "ExportInstant", description: "An instant, ISO 8601 in UTC" });
const MaybeInstant = Instant.nullable();
const Id = z.string().min(1);

const Profile = z.strictObject({
  id: Id,
  name: z.string().nullable(),
  email: z.string(),
  email_verified_at: MaybeInstant,
  image: z.string().nullable(),
  role: z.enum(["user", "admin"]),
  plan: z.enum(["free", "pro"]),
  trial_ends_at: MaybeInstant,
  is_active: z.boolean(),
  created_at: Instant,
  last_login_at: MaybeInstant,
});

const PrivacySettings = z.strictObject({
  retention_days: z.number().int().nullable().meta({ description: "Days captured content is kept; null keeps it forever" }),
  capture_cutoff: MaybeInstant.meta({ description: "Captured content of meetings scheduled before this instant has expired and is not in this archive" }),
});

const LinkedAccount = z
  .strictObject({ provider: z.string(), type: z.string(), provider_account_id: z.string(), scope: z.string().nullable() })
  .meta({ description: "A sign-in identity (Google); its OAuth tokens are never exported" });

const GoogleConnection = z
  .strictObject({
    google_email: z.string().nullable(),
    scopes: z.array(z.string()),
    status: z.string(),
    connected_at: Instant,
    last_synced_at: MaybeInstant,
    last_sync_created: z.number().int().nullable(),
    last_sync_updated: z.number().int().nullable(),
    last_sync_error: z.string().nullable(),
    updated_at: Instant,
  })
  .meta({ description: "The Calendar and Gmail grant; its tokens (stored encrypted) are never exported" });

const Subscription = z.strictObject({
  stripe_customer_id: z.string().nullable(),
  stripe_subscription_id: z.string().nullable(),
  status: z.string().nullable(),
  current_period_end: MaybeInstant,
  cancel_at_period_end: z.boolean(),
  cancel_at: MaybeInstant,
  ended_at: MaybeInstant,
  updated_at: Instant,
});

const Payment = z.strictObject({
  id: Id,
  plan_id: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(["paid", "failed", "pending"]),
  stripe_invoice_id: z.string().nullable(),
  created_at: Instant,
});

const ApiToken = z
  .strictObject({ id: Id, name: z.string(), created_at: Instant, last_used_at: MaybeInstant, revoked_at: MaybeInstant })
  .meta({ description: "A personal API token by name; neither the token nor its hash is exported" });

const ConnectedApp = z
  .strictObject({
    id: Id,
    client_name: z.string(),
    client_id: z.string(),
    scopes: z.array(z.string()),
    resource: z.string(),
    created_at: Instant,
    last_used_at: MaybeInstant,
    revoked_at: MaybeInstant,
  })
  .meta({ description: "An AI assistant the user allowed through OAuth: its name, what it may do and where; its codes and tokens are not exported" });

const BotPreferences = z.strictObject({ cover_rule: z.string(), on_owner_join: z.string(), updated_at: Instant });

const Attendee = z.strictObject({ email: z.string(), name: z.string().nullable(), self: z.boolean(), organizer: z.boolean(), response_status: z.string().nullable() });

const Meeting = z.strictObject({
  id: Id,
  title: z.string(),
  description: z.string().nullable(),
  scheduled_at: Instant,
  duration_minutes: z.number().int(),
  meeting_url: z.string().nullable(),
  platform: z.string(),
  status: z.string(),
  source: z.string(),
  external_id: z.string().nullable(),
  organizer_email: z.string().nullable(),
  attendees: z.array(Attendee),
  bot_attended: z.boolean(),
  bot_cover: z.boolean().nullable(),
  notes: z.string().nullable().meta({ description: "The meeting's own summary text (null once its capture expired)" }),
  capture_expired: z.boolean().meta({ description: "Past the retention cut-off: its transcript, attendance and summaries are not in the archive" }),
  capture_deleted_at: MaybeInstant,
  transcript_file: z.string().nullable().meta({ description: "Path of its readable Markdown transcript in the archive, if it has captured content" }),
  created_at: Instant,
  updated_at: Instant,
});

const TranscriptSegment = z.strictObject({
  meeting_id: Id,
  seq: z.number().int(),
  speaker: z.string(),
  content: z.string(),
  start_seconds: z.number(),
  end_seconds: z.number(),
});

const TranscriptChunk = z
  .strictObject({
    meeting_id: Id,
    seq: z.number().int(),
    first_segment_seq: z.number().int(),
    last_segment_seq: z.number().int(),
    start_seconds: z.number(),
    end_seconds: z.number(),
    text: z.string(),
    model: z.string(),
    dimensions: z.number().int(),
    created_at: Instant,
  })
  .meta({ description: "Search-ready text (a few turns embedded together); the embedding vector itself is derived from the text and left out" });

const MeetingSummary = z.strictObject({
  id: Id,
  meeting_id: Id,
  version: z.number().int(),
  status: z.string(),
  model: z.string(),
  prompt_version: z.string(),
  content: z.unknown().meta({ description: "The summary (gist, overview, key points, action items, decisions), null until ready" }),
  error: z.string().nullable(),
  created_at: Instant,
  completed_at: MaybeInstant,
});

const BotSession = z.strictObject({
  id: Id,
  meeting_id: z.string().nullable(),
  provider: z.string(),
  provider_bot_id: z.string().nullable(),
  bot_name: z.string(),
  meeting_url: z.string(),
  platform: z.string(),
  status: z.string(),
  provider_status: z.string().nullable(),
  provider_sub_code: z.string().nullable(),
  reason: z.string().nullable(),
  participant_count: z.number().int(),
  error_message: z.string().nullable(),
  origin: z.string(),
  join_at: MaybeInstant,
  admitted_at: MaybeInstant,
  owner_joined_at: MaybeInstant,
  announced_at: MaybeInstant,
  handed_over_at: MaybeInstant,
  opted_out_at: MaybeInstant,
  ended_at: MaybeInstant,
  created_at: Instant,
  updated_at: Instant,
  consent: z.array(ConsentEvent).meta({ description: "The consent record: join, announcement text, opt-outs, hand-over, departure" }),
});

const BotEvent = z.strictObject({
  id: Id,
  session_id: Id,
  provider_event_id: z.string(),
  kind: z.string(),
  code: z.string().nullable(),
  sub_code: z.string().nullable(),
  occurred_at: Instant,
  received_at: Instant,
});

const BotParticipant = z.strictObject({
  id: Id,
  session_id: Id,
  provider_participant_id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  is_host: z.boolean(),
  joined_at: MaybeInstant,
  left_at: MaybeInstant,
});

const Notification = z.strictObject({ id: Id, kind: z.string(), title: z.string(), message: z.string(), href: z.string().nullable(), read: z.boolean(), created_at: Instant });

const GmailMessage = z.strictObject({
  id: Id,
  message_id: z.string(),
  thread_id: z.string().nullable(),
  subject: z.string(),
  sender: z.string(),
  sent_at: MaybeInstant,
  snippet: z.string(),
  meeting_urls: z.array(z.strictObject({ platform: z.string(), url: z.string() })),
  is_invite: z.boolean(),
  calendar_summary: z.string().nullable(),
  calendar_start: MaybeInstant,
  calendar_end: MaybeInstant,
  meeting_id: z.string().nullable(),
  created_at: Instant,
});

const SupportRequest = z.strictObject({ id: Id, subject: z.string(), message: z.string(), delivered_at: MaybeInstant, created_at: Instant });

const MeetingCatchUp = z.strictObject({
  meeting_id: Id,
  summary: z.unknown().meta({ description: "The running summary: overview, decisions, action items, questions put to the user while away" }),
  folded_through_seconds: z.number(),
  owner_joined_at: MaybeInstant,
  ready_at: MaybeInstant,
  deliveries: z.record(z.string(), z.string()).meta({ description: "How the catch-up reached the user: page, notification, email, private chat" }),
  created_at: Instant,
  updated_at: Instant,
});

const MeetingPreflight = z.strictObject({
  meeting_id: Id,
  result: z.string(),
  checks: z.array(z.strictObject({ check: z.string(), result: z.string(), reason: z.string(), fix: z.string().nullable() })),
  stage: z.string(),
  starts_at: Instant,
  meeting_url: z.string().nullable(),
  checked_at: Instant,
});

const AvatarSettings = z.strictObject({
  enabled: z.boolean(),
  consented_at: MaybeInstant,
  consent_version: z.string().nullable(),
  voice_provider: z.string(),
  voice_id: z.string(),
  answer_topics: z.array(z.string()),
  defer_topics: z.array(z.string()),
  sign_off: z.string(),
  on_in_covered_meetings: z.boolean(),
  ask_first_seconds: z.number().int(),
  persona_brief: z.string().nullable(),
  persona_edited_at: MaybeInstant,
  updated_at: Instant,
});
/** A recording of the user's voice for the avatar's clone; its audio is the zip's `file`. */
const AvatarVoiceSample = z.strictObject({ id: Id, label: z.string(), content_type: z.string(), byte_size: z.number().int(), created_at: Instant, file: z.string() });
const AvatarClonedVoice = z.strictObject({ provider: z.string(), provider_voice_id: z.string(), sample_count: z.number().int(), created_at: Instant });
const AvatarMeetingSetting = z.strictObject({ meeting_id: Id, enabled: z.boolean().nullable(), talking_points: z.string(), paused: z.boolean(), answer_on_own: z.boolean(), updated_at: Instant });
/** An ask-me-first draft: what the avatar would have said, what the user decided and what was said. */
const AvatarDraft = z.strictObject({
  id: Id,
  meeting_id: Id,
  turn_id: Id,
  asked_by: z.string(),
  heard: z.string(),
  proposed: z.string(),
  final_text: z.string().nullable(),
  state: z.enum(["pending", "approved", "edited", "rejected", "expired"]),
  deadline: Instant,
  decided_at: MaybeInstant,
  spoken_at: MaybeInstant,
  created_at: Instant,
});
/** A browser the user turned push notifications on in: its push service address (the encryption keys are credentials and stay out). */
const PushSubscription = z.strictObject({ id: Id, endpoint: z.string(), created_at: Instant });
const AvatarTurn = z.strictObject({
  id: Id,
  meeting_id: Id,
  asked_by: z.string(),
  heard: z.string(),
  heard_at: Instant,
  decision: z.string(),
  said: z.string().nullable(),
  reason: z.string(),
  sources: z.array(z.strictObject({ kind: z.string(), meeting_id: z.string().nullable(), meeting_title: z.string().nullable(), quote: z.string(), href: z.string().nullable() })),
  resolved_at: MaybeInstant,
  created_at: Instant,
});

/** An action item as a record: from a summary (its task) or the avatar (a deferred question), with its done state and the user's edits. */
const ActionItem = z.strictObject({
  id: Id,
  meeting_id: Id,
  summary_id: z.string().nullable(),
  source: z.string(),
  text: z.string(),
  owner: z.string().nullable(),
  owner_is_user: z.boolean(),
  due: z.string().nullable(),
  due_date: z.string().nullable(),
  start_seconds: z.number(),
  status: z.string(),
  done_at: MaybeInstant,
  edited_at: MaybeInstant,
  created_at: Instant,
  updated_at: Instant,
});

const RecapSettings = z.strictObject({ email: z.string(), unsubscribed_at: MaybeInstant, updated_at: Instant });

const RecapShare = z.strictObject({
  id: Id,
  meeting_id: Id,
  summary_id: z.string().nullable(),
  summary_version: z.number().int(),
  recipients: z.array(z.strictObject({ email: z.string(), name: z.string().nullable() })),
  confirmed_external: z.array(z.string()),
  created_at: Instant,
});

const RecapDelivery = z.strictObject({
  id: Id,
  meeting_id: Id,
  share_id: z.string().nullable(),
  channel: z.string(),
  recipient: z.string(),
  summary_id: z.string().nullable(),
  status: z.string(),
  message_id: z.string(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  sent_at: MaybeInstant,
  created_at: Instant,
});

/** The Slack workspace recaps are posted to: which one and where, never the bot token. */
const SlackConnection = z.strictObject({
  team_id: z.string(),
  team_name: z.string().nullable(),
  scopes: z.array(z.string()),
  status: z.string(),
  channel_id: z.string().nullable(),
  channel_name: z.string().nullable(),
  last_error: z.string().nullable(),
  connected_at: Instant,
  updated_at: Instant,
});

/** One recap's post to a Slack channel: when, where, and Slack's answer. */
const SlackDelivery = z.strictObject({
  id: Id,
  meeting_id: Id,
  team_id: z.string(),
  channel_id: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  message_ts: z.string().nullable(),
  error: z.string().nullable(),
  created_at: Instant,
  posted_at: MaybeInstant,
});

const AccountExportRecord = z.strictObject({ id: Id, status: z.string(), created_at: Instant, completed_at: MaybeInstant, expires_at: MaybeInstant });

export const AccountArchive = z
  .strictObject({
    format: z.literal(ARCHIVE_FORMAT),
    version: z.literal(ARCHIVE_VERSION),
    exported_at: Instant,
    profile: Profile,
    privacy_settings: PrivacySettings,
    linked_accounts: z.array(LinkedAccount),
    google_connection: GoogleConnection.nullable(),
    subscription: Subscription.nullable(),
    payments: z.array(Payment),
    api_tokens: z.array(ApiToken),
    connected_apps: z.array(ConnectedApp),
    bot_preferences: BotPreferences.nullable(),
    meetings: z.array(Meeting),
    transcript_segments: z.array(TranscriptSegment),
    transcript_chunks: z.array(TranscriptChunk),
    meeting_summaries: z.array(MeetingSummary),
    action_items: z.array(ActionItem),
    recap_settings: RecapSettings.nullable(),
    recap_shares: z.array(RecapShare),
    recap_deliveries: z.array(RecapDelivery),
    bot_sessions: z.array(BotSession),
    bot_events: z.array(BotEvent),
    bot_participants: z.array(BotParticipant),
    notifications: z.array(Notification),
    gmail_messages: z.array(GmailMessage),
    support_requests: z.array(SupportRequest),
    meeting_catch_ups: z.array(MeetingCatchUp),
    meeting_preflights: z.array(MeetingPreflight),
    account_exports: z.array(AccountExportRecord),
    avatar_settings: AvatarSettings.nullable(),
    avatar_meeting_settings: z.array(AvatarMeetingSetting),
    avatar_turns: z.array(AvatarTurn),
    avatar_drafts: z.array(AvatarDraft),
    push_subscriptions: z.array(PushSubscription),
    avatar_voice_samples: z.array(AvatarVoiceSample),
    avatar_cloned_voice: AvatarClonedVoice.nullable(),
    slack_connection: SlackConnection.nullable(),
    slack_deliveries: z.array(SlackDelivery),
  })
  .meta({
    title: "Understudy account export",
    description: "Everything Understudy holds about one user, as of exported_at. Credentials (session tokens, API token hashes, Google, Slack and OAuth tokens) are never included.",
  });
export type AccountArchive = z.infer<typeof AccountArchive>;
export type ArchiveSection = Exclude<keyof AccountArchive, "format" | "version" | "exported_at">;

/** Which table each section of the archive comes from: the export test checks every table holding a user id is here or below. */
export const ARCHIVE_SOURCES: Record<ArchiveSection, string> = {
  profile: "users",
  privacy_settings: "users",
  linked_accounts: "accounts",
  google_connection: "google_connections",
  subscription: "subscriptions",
  payments: "payments",
  api_tokens: "api_tokens",
  connected_apps: "oauth_grants",
  bot_preferences: "bot_preferences",
  meetings: "meetings",
  transcript_segments: "transcript_segments",
  transcript_chunks: "transcript_chunks",
  meeting_summaries: "meeting_summaries",
  action_items: "action_items",
  recap_settings: "recap_preferences",
  recap_shares: "recap_shares",
  recap_deliveries: "recap_deliveries",
  bot_sessions: "bot_sessions",
  bot_events: "bot_events",
  bot_participants: "bot_participants",
  notifications: "notifications",
  gmail_messages: "gmail_messages",
  support_requests: "support_requests",
  meeting_catch_ups: "meeting_catch_ups",
  meeting_preflights: "meeting_preflights",
  account_exports: "account_exports",
  avatar_settings: "avatar_settings",
  avatar_meeting_settings: "avatar_meeting_settings",
  avatar_turns: "avatar_turns",
  avatar_drafts: "avatar_drafts",
  push_subscriptions: "push_subscriptions",
  avatar_voice_samples: "avatar_voice_samples",
  avatar_cloned_voice: "avatar_cloned_voices",
  slack_connection: "slack_connections",
  slack_deliveries: "slack_deliveries",
};

/** Tables that hold a user's id and are deliberately not in the archive, and why. */
export const ARCHIVE_EXCLUDED_TABLES: Record<string, string> = {
  sessions: "sign-in sessions: only hashed session tokens and their expiry, credentials rather than data about the user",
  google_auth_requests: "a Google consent in progress: an encrypted PKCE verifier that expires within minutes",
  oauth_tokens: "connected apps' authorization codes, access and refresh tokens: hashed credentials (the apps themselves are in connected_apps)",
  user_onboarding: "the dashboard guide's own bookkeeping (steps skipped, when it was closed); its practice meeting is exported with the other meetings",
};

/** The JSON Schema of `data.json` (draft 2020-12), generated from `AccountArchive`. */
export function archiveJsonSchema(): Record<string, unknown> {
  return {
    $id: "https://understudy.app/schemas/account-export.schema.json",
    ...z.toJSONSchema(AccountArchive, { target: "draft-2020-12", unrepresentable: "any" }),
  };
}
