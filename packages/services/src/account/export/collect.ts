import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import {
  avatarDrafts,
  avatarMeetingSettings,
  avatarSettings,
  pushSubscriptions,
  avatarTurns,
  accountExports,
  accounts,
  apiTokens,
  oauthGrants,
  botEvents,
  botParticipants,
  botPreferences,
  botSessions,
  gmailMessages,
  googleConnections,
  meetingCatchUps,
  meetingPreflights,
  meetings,
  meetingSummaries,
  notifications,
  payments,
  subscriptions,
  supportRequests,
  transcriptChunks,
  transcriptSegments,
  users,
  type Meeting,
} from "@understudy/db/schema";
import { turnResponse } from "../../avatar/log";
import { voiceSections } from "./voice-section";
import { actionItemsSection } from "./action-items-section";
import { recapsSection } from "./recaps-section";
import { slackSections } from "./slack-section";
import { consentRecord } from "../../bots/sessions/consent";
import { ownerIdentity } from "../../bots/stand-in/owner";
import { NotFoundError } from "../../errors";
import { retentionCutoff } from "../../privacy/policy";
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type AccountArchive } from "./archive-schema";

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

/**
 * Everything the product holds about one user, as the archive's `data.json`, and the meetings' rows the
 * Markdown transcripts are rendered from. Credentials are never selected. Captured content (transcript,
 * search text, summaries, attendance, the meeting's notes) of meetings past the user's retention is left out,
 * as every other read leaves it out, even before the daily job deletes it.
 */
export async function collectAccountData(db: Executor, userId: string, now: Date): Promise<{ archive: AccountArchive; meetingRows: Meeting[]; files: Map<string, Uint8Array> }> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new NotFoundError("User");
  const cutoff = retentionCutoff(user.captureRetentionDays, now);

  const meetingRows = await db.select().from(meetings).where(eq(meetings.userId, userId)).orderBy(asc(meetings.scheduledAt), asc(meetings.id));
  const expired = new Set(meetingRows.filter((m) => m.captureDeletedAt !== null || (cutoff !== null && m.scheduledAt < cutoff)).map((m) => m.id));
  const kept = (meetingId: string | null) => meetingId === null || !expired.has(meetingId);

  // Connected apps (OAuth grants) by name and scope; their codes and tokens are credentials and stay out.
  const grants = await db.select().from(oauthGrants).where(eq(oauthGrants.userId, userId)).orderBy(asc(oauthGrants.createdAt));
  const [linked, google, subscription, paymentRows, tokens, preferences, segments, chunks, summaries, sessions, notes, gmail, support, exports, catchUps, preflights] = await Promise.all([
    db.select({ provider: accounts.provider, type: accounts.type, providerAccountId: accounts.providerAccountId, scope: accounts.scope }).from(accounts).where(eq(accounts.userId, userId)),
    db.select().from(googleConnections).where(eq(googleConnections.userId, userId)).limit(1),
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1),
    db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt)),
    db
      .select({ id: apiTokens.id, name: apiTokens.name, createdAt: apiTokens.createdAt, lastUsedAt: apiTokens.lastUsedAt, revokedAt: apiTokens.revokedAt })
      .from(apiTokens)
      .where(eq(apiTokens.userId, userId))
      .orderBy(asc(apiTokens.createdAt)),
    db.select().from(botPreferences).where(eq(botPreferences.userId, userId)).limit(1),
    db.select().from(transcriptSegments).where(eq(transcriptSegments.userId, userId)).orderBy(asc(transcriptSegments.meetingId), asc(transcriptSegments.seq)),
    db
      .select({
        meetingId: transcriptChunks.meetingId,
        seq: transcriptChunks.seq,
        firstSegmentSeq: transcriptChunks.firstSegmentSeq,
        lastSegmentSeq: transcriptChunks.lastSegmentSeq,
        startSeconds: transcriptChunks.startSeconds,
        endSeconds: transcriptChunks.endSeconds,
        text: transcriptChunks.text,
        model: transcriptChunks.model,
        dimensions: transcriptChunks.dimensions,
        createdAt: transcriptChunks.createdAt,
      })
      .from(transcriptChunks)
      .where(eq(transcriptChunks.userId, userId))
      .orderBy(asc(transcriptChunks.meetingId), asc(transcriptChunks.seq)),
    db.select().from(meetingSummaries).where(eq(meetingSummaries.userId, userId)).orderBy(asc(meetingSummaries.meetingId), asc(meetingSummaries.version)),
    db.select().from(botSessions).where(eq(botSessions.userId, userId)).orderBy(asc(botSessions.createdAt), asc(botSessions.id)),
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt)),
    db.select().from(gmailMessages).where(eq(gmailMessages.userId, userId)).orderBy(asc(gmailMessages.createdAt)),
    db.select().from(supportRequests).where(eq(supportRequests.userId, userId)).orderBy(asc(supportRequests.createdAt)),
    db.select().from(accountExports).where(eq(accountExports.userId, userId)).orderBy(asc(accountExports.createdAt)),
    db.select().from(meetingCatchUps).where(eq(meetingCatchUps.userId, userId)).orderBy(asc(meetingCatchUps.createdAt)),
    db.select().from(meetingPreflights).where(eq(meetingPreflights.userId, userId)).orderBy(asc(meetingPreflights.checkedAt)),
  ]);

  const sessionIds = sessions.map((s) => s.id);
  const [events, participants] = sessionIds.length
    ? await Promise.all([
        db.select().from(botEvents).where(inArray(botEvents.sessionId, sessionIds)).orderBy(asc(botEvents.occurredAt), asc(botEvents.id)),
        db.select().from(botParticipants).where(inArray(botParticipants.sessionId, sessionIds)).orderBy(asc(botParticipants.joinedAt), asc(botParticipants.id)),
      ])
    : [[], []];
  const sessionMeeting = new Map(sessions.map((s) => [s.id, s.meetingId]));
  const meetingById = new Map(meetingRows.map((m) => [m.id, m]));

  const voice = await voiceSections(db, userId);
  const archive: AccountArchive = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exported_at: now.toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      email_verified_at: iso(user.emailVerified),
      image: user.image,
      role: user.role,
      plan: user.subscriptionPlan,
      trial_ends_at: iso(user.trialEndsAt),
      is_active: user.isActive,
      created_at: user.createdAt.toISOString(),
      last_login_at: iso(user.lastLogin),
    },
    privacy_settings: { retention_days: user.captureRetentionDays, capture_cutoff: iso(cutoff) },
    linked_accounts: linked.map((a) => ({ provider: a.provider, type: a.type, provider_account_id: a.providerAccountId, scope: a.scope })),
    google_connection: google[0]
      ? {
          google_email: google[0].googleEmail,
          scopes: google[0].scopes.split(/\s+/).filter(Boolean),
          status: google[0].status,
          connected_at: google[0].connectedAt.toISOString(),
          last_synced_at: iso(google[0].lastSyncedAt),
          last_sync_created: google[0].lastSyncCreated,
          last_sync_updated: google[0].lastSyncUpdated,
          last_sync_error: google[0].lastSyncError,
          updated_at: google[0].updatedAt.toISOString(),
        }
      : null,
    subscription: subscription[0]
      ? {
          stripe_customer_id: subscription[0].stripeCustomerId,
          stripe_subscription_id: subscription[0].stripeSubscriptionId,
          status: subscription[0].status,
          current_period_end: iso(subscription[0].currentPeriodEnd),
          cancel_at_period_end: subscription[0].cancelAtPeriodEnd,
          cancel_at: iso(subscription[0].cancelAt),
          ended_at: iso(subscription[0].endedAt),
          updated_at: subscription[0].updatedAt.toISOString(),
        }
      : null,
    payments: paymentRows.map((p) => ({
      id: p.id,
      plan_id: p.planId,
      amount_cents: p.amountCents,
      currency: p.currency,
      status: p.paymentStatus,
      stripe_invoice_id: p.stripeInvoiceId,
      created_at: p.createdAt.toISOString(),
    })),
    api_tokens: tokens.map((t) => ({ id: t.id, name: t.name, created_at: t.createdAt.toISOString(), last_used_at: iso(t.lastUsedAt), revoked_at: iso(t.revokedAt) })),
    connected_apps: grants.map((g) => ({
      id: g.id,
      client_name: g.clientName,
      client_id: g.clientId,
      scopes: g.scopes,
      resource: g.resource,
      created_at: g.createdAt.toISOString(),
      last_used_at: iso(g.lastUsedAt),
      revoked_at: iso(g.revokedAt),
    })),
    bot_preferences: preferences[0]
      ? { cover_rule: preferences[0].coverRule, on_owner_join: preferences[0].onOwnerJoin, updated_at: preferences[0].updatedAt.toISOString() }
      : null,
    meetings: meetingRows.map((m) => ({
      id: m.id,
      title: m.title,
      description: m.description,
      scheduled_at: m.scheduledAt.toISOString(),
      duration_minutes: m.durationMinutes,
      meeting_url: m.meetingUrl,
      platform: m.platform,
      status: m.status,
      source: m.source,
      external_id: m.externalId,
      organizer_email: m.organizerEmail,
      attendees: m.attendees.map((a) => ({ email: a.email, name: a.name, self: a.self, organizer: a.organizer, response_status: a.responseStatus })),
      bot_attended: m.botAttended,
      bot_cover: m.botCover,
      notes: expired.has(m.id) ? null : m.summary,
      capture_expired: expired.has(m.id),
      capture_deleted_at: iso(m.captureDeletedAt),
      transcript_file: null,
      created_at: m.createdAt.toISOString(),
      updated_at: m.updatedAt.toISOString(),
    })),
    transcript_segments: segments
      .filter((s) => kept(s.meetingId))
      .map((s) => ({ meeting_id: s.meetingId, seq: s.seq, speaker: s.speaker, content: s.content, start_seconds: s.startSeconds, end_seconds: s.endSeconds })),
    transcript_chunks: chunks
      .filter((c) => kept(c.meetingId))
      .map((c) => ({
        meeting_id: c.meetingId,
        seq: c.seq,
        first_segment_seq: c.firstSegmentSeq,
        last_segment_seq: c.lastSegmentSeq,
        start_seconds: c.startSeconds,
        end_seconds: c.endSeconds,
        text: c.text,
        model: c.model,
        dimensions: c.dimensions,
        created_at: c.createdAt.toISOString(),
      })),
    meeting_summaries: summaries
      .filter((s) => kept(s.meetingId))
      .map((s) => ({
        id: s.id,
        meeting_id: s.meetingId,
        version: s.version,
        status: s.status,
        model: s.model,
        prompt_version: s.promptVersion,
        content: s.content ?? null,
        error: s.error,
        created_at: s.createdAt.toISOString(),
        completed_at: iso(s.completedAt),
      })),
    bot_sessions: sessions.map((s) => ({
      id: s.id,
      meeting_id: s.meetingId,
      provider: s.provider,
      provider_bot_id: s.providerBotId,
      bot_name: s.botName,
      meeting_url: s.meetingUrl,
      platform: s.platform,
      status: s.status,
      provider_status: s.providerStatus,
      provider_sub_code: s.providerSubCode,
      reason: s.reason,
      participant_count: s.participantCount,
      error_message: s.errorMessage,
      origin: s.origin,
      join_at: iso(s.joinAt),
      admitted_at: iso(s.admittedAt),
      owner_joined_at: iso(s.ownerJoinedAt),
      announced_at: iso(s.announcedAt),
      handed_over_at: iso(s.handedOverAt),
      opted_out_at: iso(s.optedOutAt),
      ended_at: iso(s.endedAt),
      created_at: s.createdAt.toISOString(),
      updated_at: s.updatedAt.toISOString(),
      consent: consentRecord(s, ownerIdentity(user, (s.meetingId ? meetingById.get(s.meetingId)?.attendees : undefined) ?? []).displayName),
    })),
    bot_events: events.map((e) => ({
      id: e.id,
      session_id: e.sessionId,
      provider_event_id: e.providerEventId,
      kind: e.kind,
      code: e.code,
      sub_code: e.subCode,
      occurred_at: e.occurredAt.toISOString(),
      received_at: e.receivedAt.toISOString(),
    })),
    // Attendance is captured content: it goes with its meeting's retention.
    bot_participants: participants
      .filter((p) => kept(sessionMeeting.get(p.sessionId) ?? null))
      .map((p) => ({
        id: p.id,
        session_id: p.sessionId,
        provider_participant_id: p.providerParticipantId,
        name: p.name,
        email: p.email,
        is_host: p.isHost,
        joined_at: iso(p.joinedAt),
        left_at: iso(p.leftAt),
      })),
    notifications: notes.map((n) => ({ id: n.id, kind: n.kind, title: n.title, message: n.message, href: n.href, read: n.read, created_at: n.createdAt.toISOString() })),
    gmail_messages: gmail.map((g) => ({
      id: g.id,
      message_id: g.messageId,
      thread_id: g.threadId,
      subject: g.subject,
      sender: g.sender,
      sent_at: iso(g.sentAt),
      snippet: g.snippet,
      meeting_urls: g.meetingUrls.map((u) => ({ platform: u.platform, url: u.url })),
      is_invite: g.isInvite,
      calendar_summary: g.calendarSummary,
      calendar_start: iso(g.calendarStart),
      calendar_end: iso(g.calendarEnd),
      meeting_id: g.meetingId,
      created_at: g.createdAt.toISOString(),
    })),
    support_requests: support.map((r) => ({ id: r.id, subject: r.subject, message: r.message, delivered_at: iso(r.deliveredAt), created_at: r.createdAt.toISOString() })),
    // The running summary is captured content: it goes with the transcript when retention takes it.
    meeting_catch_ups: catchUps
      .filter((c) => kept(c.meetingId))
      .map((c) => ({
        meeting_id: c.meetingId,
        summary: c.summary,
        folded_through_seconds: c.foldedThroughSeconds,
        owner_joined_at: iso(c.ownerJoinedAt),
        ready_at: iso(c.readyAt),
        deliveries: c.deliveries,
        created_at: c.createdAt.toISOString(),
        updated_at: c.updatedAt.toISOString(),
      })),
    meeting_preflights: preflights.map((p) => ({
      meeting_id: p.meetingId,
      result: p.result,
      checks: p.checks,
      stage: p.stage,
      starts_at: p.startsAt.toISOString(),
      meeting_url: p.meetingUrl,
      checked_at: p.checkedAt.toISOString(),
    })),
    account_exports: exports.map((x) => ({ id: x.id, status: x.status, created_at: x.createdAt.toISOString(), completed_at: iso(x.completedAt), expires_at: iso(x.expiresAt) })),
    ...(await actionItemsSection(db, userId, kept)),
    ...(await recapsSection(db, userId)),
    ...(await slackSections(db, userId)),
    ...(await avatarSections(db, userId, kept)),
    ...voice.sections,
  };
  return { archive, meetingRows: meetingRows.filter((m) => !expired.has(m.id)), files: voice.files };
}


/** The AI Avatar: its settings (consent included), per-meeting talking points, and its log where the capture is kept. */
async function avatarSections(db: Executor, userId: string, kept: (meetingId: string | null) => boolean): Promise<Pick<AccountArchive, "avatar_settings" | "avatar_meeting_settings" | "avatar_turns" | "avatar_drafts" | "push_subscriptions">> {
  const [settings, perMeeting, turns, drafts, push] = await Promise.all([
    db.select().from(avatarSettings).where(eq(avatarSettings.userId, userId)).limit(1),
    db.select().from(avatarMeetingSettings).where(eq(avatarMeetingSettings.userId, userId)).orderBy(asc(avatarMeetingSettings.meetingId)),
    db.select().from(avatarTurns).where(eq(avatarTurns.userId, userId)).orderBy(asc(avatarTurns.meetingId), asc(avatarTurns.heardAt)),
    db.select().from(avatarDrafts).where(eq(avatarDrafts.userId, userId)).orderBy(asc(avatarDrafts.meetingId), asc(avatarDrafts.createdAt)),
    db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(asc(pushSubscriptions.createdAt)),
  ]);
  const s = settings[0];
  return {
    avatar_settings: s
      ? {
          enabled: s.enabled,
          consented_at: s.consentedAt?.toISOString() ?? null,
          consent_version: s.consentVersion,
          voice_provider: s.voiceProvider,
          voice_id: s.voiceId,
          answer_topics: s.answerTopics,
          defer_topics: s.deferTopics,
          sign_off: s.signOff,
          on_in_covered_meetings: s.onInCoveredMeetings,
          ask_first_seconds: s.askFirstSeconds,
          persona_brief: s.personaBrief,
          persona_edited_at: s.personaEditedAt?.toISOString() ?? null,
          updated_at: s.updatedAt.toISOString(),
        }
      : null,
    avatar_meeting_settings: perMeeting.map((m) => ({ meeting_id: m.meetingId, enabled: m.enabled, talking_points: m.talkingPoints, paused: m.paused, answer_on_own: m.answerOnOwn, updated_at: m.updatedAt.toISOString() })),
    avatar_turns: turns
      .filter((t) => kept(t.meetingId))
      .map((t) => {
        // The meeting page's own rendering of a turn; the archive keeps when it was logged, not how fast it was.
        const { latency_ms: _latency, ...turn } = turnResponse(t);
        return { ...turn, created_at: t.createdAt.toISOString() };
      }),
    avatar_drafts: drafts
      .filter((d) => kept(d.meetingId))
      .map((d) => ({
        id: d.id,
        meeting_id: d.meetingId,
        turn_id: d.turnId,
        asked_by: d.askedBy,
        heard: d.heard,
        proposed: d.proposed,
        final_text: d.finalText,
        state: d.state,
        deadline: d.deadline.toISOString(),
        decided_at: d.decidedAt?.toISOString() ?? null,
        spoken_at: d.spokenAt?.toISOString() ?? null,
        created_at: d.createdAt.toISOString(),
      })),
    push_subscriptions: push.map((p) => ({ id: p.id, endpoint: p.endpoint, created_at: p.createdAt.toISOString() })),
  };
}
