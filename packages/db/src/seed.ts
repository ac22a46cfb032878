import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { accounts, meetings, notifications, payments, transcriptSegments, users, type NewMeeting } from "./schema";
import { demoTranscriptSegments } from "./seed-transcripts";
import { demoVoiceHistory } from "./seed-voice-history";

export interface DemoAccount {
  email: string;
  name: string;
  /** The identity provider's stable subject, so signing in links to the seeded user. */
  sub: string;
  picture?: string;
  role?: "user" | "admin";
  plan?: "free" | "pro";
  /** A free account whose 14-day trial has already ended: what a lapsed user meets. */
  trialEnded?: boolean;
  /** Past meetings in which this account spoke, beyond the usual ones: 40 make it an AI Avatar demo. */
  voiceHistory?: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface MeetingTemplate {
  title: string;
  description: string;
  platform: NewMeeting["platform"];
  url: string;
  minutes: number;
}

const TEMPLATES: MeetingTemplate[] = [
  { title: "Weekly product sync", description: "Roadmap check-in with design and engineering leads.", platform: "zoom", url: "https://zoom.us/j/84512937461?pwd=demo", minutes: 45 },
  { title: "Q3 budget review", description: "Finance walk-through of the Q3 budget and hiring plan.", platform: "google_meet", url: "https://meet.google.com/abc-defg-hij", minutes: 60 },
  { title: "Customer onboarding: Acme Corp", description: "Kick-off call with Acme's operations team.", platform: "teams", url: "https://teams.microsoft.com/l/meetup-join/19%3ameeting_demo%40thread.v2/0", minutes: 30 },
  { title: "Design critique", description: "Review of the new dashboard mock-ups.", platform: "google_meet", url: "https://meet.google.com/xyz-wxyz-xyz", minutes: 60 },
  { title: "1:1 with manager", description: "Career growth and current priorities.", platform: "zoom", url: "https://zoom.us/j/99887766554", minutes: 30 },
  { title: "Sprint retrospective", description: "What went well, what to change next sprint.", platform: "zoom", url: "https://zoom.us/j/71234567890", minutes: 60 },
  { title: "Board prep", description: "Dry run of the quarterly board deck.", platform: "teams", url: "https://teams.microsoft.com/l/meetup-join/19%3ameeting_board%40thread.v2/0", minutes: 90 },
  { title: "Hiring debrief", description: "Panel feedback for the senior engineer candidate.", platform: "other", url: "https://whereby.com/understudy-hiring", minutes: 30 },
];

const SUMMARY =
  "Key points: the team agreed on priorities for the next two weeks. Action items: Ada to circulate the revised plan by Friday. Decisions: ship the beta to ten customers first.";

/** Demo data for local use: each account gets a realistic spread of past, upcoming and cancelled meetings. */
export function demoMeetings(userId: string, now: Date): NewMeeting[] {
  const startOfHour = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
  const rows: NewMeeting[] = [];
  const offsets = [-9 * DAY, -6 * DAY, -4 * DAY, -2 * DAY, -1 * DAY, -3 * HOUR, 2 * HOUR, 1 * DAY + 3 * HOUR, 2 * DAY, 4 * DAY, 6 * DAY, 9 * DAY];
  offsets.forEach((offset, i) => {
    const t = TEMPLATES[i % TEMPLATES.length] as MeetingTemplate;
    const past = offset < 0;
    const cancelled = i === 3;
    const completed = past && !cancelled && i !== 5;
    rows.push({
      userId,
      title: t.title,
      description: t.description,
      scheduledAt: new Date(startOfHour.getTime() + offset),
      durationMinutes: t.minutes,
      meetingUrl: t.url,
      platform: t.platform,
      status: cancelled ? "cancelled" : completed ? "completed" : "scheduled",
      botAttended: completed && i % 2 === 0,
      summary: completed && i !== 4 ? SUMMARY : null,
      source: i % 3 === 0 ? "calendar" : "manual",
      externalId: i % 3 === 0 ? `demo-event-${i}` : null,
      createdAt: new Date(now.getTime() - (12 - i) * DAY),
      updatedAt: now,
    });
  });
  return rows;
}

/** Pro's trial ended 20 days ago; a lapsed trial 3 days ago (14 days after sign-up); a running one has 9 days left. */
function trialEndsInDays(account: DemoAccount): number {
  if (account.plan === "pro") return -20;
  return account.trialEnded ? -3 : 9;
}

/** Creates the demo accounts that do not exist yet; returns the emails it created. Safe to run twice. */
export async function seedDemoAccounts(db: Database, demo: DemoAccount[], now = new Date()): Promise<string[]> {
  const created: string[] = [];
  for (const account of demo) {
    const email = account.email.toLowerCase();
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (existing) continue;
    await db.transaction(async (tx) => {
      const userId = crypto.randomUUID();
      const plan = account.plan ?? "free";
      await tx.insert(users).values({
        id: userId,
        email,
        name: account.name,
        image: account.picture ?? null,
        role: account.role ?? "user",
        subscriptionPlan: plan,
        trialEndsAt: new Date(now.getTime() + trialEndsInDays(account) * DAY),
        createdAt: new Date(now.getTime() - (trialEndsInDays(account) < 0 ? 14 - trialEndsInDays(account) : 5) * DAY),
        emailVerified: now,
      });
      await tx.insert(accounts).values({ userId, type: "oidc", provider: "google", providerAccountId: account.sub });
      const seededMeetings = await tx
        .insert(meetings)
        .values(demoMeetings(userId, now))
        .returning({ id: meetings.id, title: meetings.title, status: meetings.status });
      const segments = demoTranscriptSegments(userId, seededMeetings);
      if (segments.length) await tx.insert(transcriptSegments).values(segments);
      const history = demoVoiceHistory(userId, account.name, now, account.voiceHistory ?? 0);
      if (history.length) {
        const stored = await tx.insert(meetings).values(history.map((h) => h.meeting)).returning({ id: meetings.id });
        await tx.insert(transcriptSegments).values(history.flatMap((h, i) => h.segments(stored[i]?.id ?? "")));
      }
      await tx.insert(notifications).values([
        { userId, kind: "invite", title: "New meeting invite detected", message: "“Q3 budget review” was added from your Gmail.", createdAt: new Date(now.getTime() - 2 * HOUR) },
        { userId, kind: "summary", title: "Summary ready", message: "The summary of “Weekly product sync” is ready.", read: true, createdAt: new Date(now.getTime() - DAY) },
      ]);
      if (plan === "pro") {
        await tx.insert(payments).values({ userId, planId: "pro", amountCents: 2999, paymentStatus: "paid", createdAt: new Date(now.getTime() - 20 * DAY) });
      }
    });
    created.push(email);
  }
  return created;
}
