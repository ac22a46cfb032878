import type postgres from "postgres";
import type { RunningSandbox } from "@understudy/sandbox";
import { SANDBOX_BOT_API_KEY } from "@understudy/sandbox";

export interface BookingCheck {
  due: number;
  /** Due meetings with no bot at the provider. */
  missed: number;
  /** Due meetings with more than one live bot at the provider, or more than one booking row. */
  duplicated: number;
}

/** Per due meeting: the provider's own list of bots (what would join the call) and the app's booking rows. */
export async function checkBookings(sql: postgres.Sql, sandbox: RunningSandbox, meetingIds: string[]): Promise<BookingCheck> {
  const atProvider = new Map<string, number>();
  let url: string | null = `${sandbox.url}/api/v1/bot/?page_size=500`;
  while (url) {
    const res: Response = await fetch(url, { headers: { authorization: `Token ${SANDBOX_BOT_API_KEY}` } });
    const page = (await res.json()) as { results: { metadata?: Record<string, string>; status_changes?: { code: string }[] }[]; next: string | null };
    for (const bot of page.results) {
      const meetingId = bot.metadata?.meeting_id;
      if (meetingId) atProvider.set(meetingId, (atProvider.get(meetingId) ?? 0) + 1);
    }
    url = page.next;
  }
  const rows = await sql<{ meeting_id: string; n: number }[]>`
    select meeting_id, count(*)::int as n from bot_sessions where meeting_id = any(${meetingIds}) and provider_bot_id is not null group by meeting_id`;
  const booked = new Map(rows.map((r) => [r.meeting_id, r.n]));
  let missed = 0;
  let duplicated = 0;
  for (const id of meetingIds) {
    const provider = atProvider.get(id) ?? 0;
    if (provider === 0) missed++;
    if (provider > 1 || (booked.get(id) ?? 0) > 1) duplicated++;
  }
  return { due: meetingIds.length, missed, duplicated };
}

/**
 * Webhook side effects applied twice. The stores refuse a second copy of an event (unique ids), so what is
 * counted is the effect: each paying user has exactly one payment and one active subscription, however many
 * times Stripe delivered their events and in whatever order; each bot event is stored once.
 */
export async function checkWebhookEffects(sql: postgres.Sql, payingUserIds: string[]): Promise<{ botEvents: number; botEventsTwice: number; paying: number; paid: number; paidTwice: number; activeSubscriptions: number; webhookEventsApplied: number }> {
  const [bot] = await sql<{ n: number; twice: number }[]>`select count(*)::int as n, (count(*) - count(distinct provider_event_id))::int as twice from bot_events`;
  const perUser = await sql<{ user_id: string; n: number }[]>`select user_id, count(*)::int as n from payments where user_id = any(${payingUserIds}) group by user_id`;
  const [active] = await sql<{ n: number }[]>`select count(*)::int as n from subscriptions where user_id = any(${payingUserIds}) and status = 'active'`;
  const [applied] = await sql<{ n: number }[]>`select count(*)::int as n from processed_webhook_events`;
  return {
    botEvents: bot?.n ?? 0,
    botEventsTwice: bot?.twice ?? 0,
    paying: payingUserIds.length,
    paid: perUser.filter((r) => r.n >= 1).length,
    paidTwice: perUser.filter((r) => r.n > 1).length,
    activeSubscriptions: active?.n ?? 0,
    webhookEventsApplied: applied?.n ?? 0,
  };
}

/** pg-boss's own record: jobs that ended, and how many of them failed for good after their retries. */
export async function checkJobs(sql: postgres.Sql): Promise<{ completed: number; failed: number; retried: number; pending: number; successRate: number; failedByQueue: Record<string, number> }> {
  const rows = await sql<{ name: string; state: string; n: number; retried: number }[]>`
    select name, state::text as state, count(*)::int as n, sum(case when retry_count > 0 then 1 else 0 end)::int as retried from pgboss.job group by name, state`;
  let completed = 0;
  let failed = 0;
  let retried = 0;
  let pending = 0;
  const failedByQueue: Record<string, number> = {};
  for (const r of rows) {
    retried += r.retried;
    if (r.state === "completed") completed += r.n;
    else if (r.state === "failed") {
      failed += r.n;
      failedByQueue[r.name] = (failedByQueue[r.name] ?? 0) + r.n;
    } else if (r.state !== "cancelled") pending += r.n;
  }
  return { completed, failed, retried, pending, successRate: completed + failed ? completed / (completed + failed) : 1, failedByQueue };
}
