import type { NewMeeting, NewTranscriptSegment } from "./schema";

/**
 * A demo account's past meetings in which the account's owner spoke: what the AI Avatar learns from and needs 40
 * of before it is offered. Without them nobody trying the app locally could ever see the avatar. Invented for
 * this repository; four recurring meetings, one a weekday, all inside the default 90-day retention.
 */
/** `speaker` "owner" is the account's own name, filled in when seeded. */
type Turn = [second: number, speaker: string, words: string];

const SERIES: { title: string; platform: NewMeeting["platform"]; url: string; turns: Turn[] }[] = [
  {
    title: "Platform migration check-in",
    platform: "zoom",
    url: "https://zoom.us/j/81234500001",
    turns: [
      [0, "Ben Okafor", "Where are we on the database migration?"],
      [9, "owner", "The migration is done except billing; billing moves once the invoices are reconciled."],
      [24, "Ben Okafor", "Anything blocking the billing part?"],
      [31, "owner", "Only the reconciliation script, which the finance team is reviewing."],
    ],
  },
  {
    title: "Vendor review",
    platform: "google_meet",
    url: "https://meet.google.com/vnd-revw-wkl",
    turns: [
      [0, "Chloé Martin", "Any news from legal on the vendor audit?"],
      [8, "owner", "Legal found no issues in the vendor audit; the written report is still being drafted."],
      [22, "Chloé Martin", "Good, then we keep the current vendor for now."],
    ],
  },
  {
    title: "Onboarding metrics",
    platform: "teams",
    url: "https://teams.microsoft.com/l/meetup-join/19%3ameeting_onboarding%40thread.v2/0",
    turns: [
      [0, "Farah Haddad", "How did the new onboarding flow do?"],
      [7, "owner", "Activation went up after the checklist change, mostly among teams of five or more."],
    ],
  },
  {
    title: "Team sync",
    platform: "zoom",
    url: "https://zoom.us/j/81234500004",
    turns: [
      [0, "owner", "Quick round today: blockers first, then anything for the customer calls."],
      [10, "Ben Okafor", "No blockers on my side."],
      [15, "owner", "Then let's keep the customer calls to the agenda we shared on Monday."],
    ],
  },
];

const DAY = 86_400_000;

/** `count` completed meetings on the weekdays before `now`, most recent yesterday or earlier, with their transcripts. */
export function demoVoiceHistory(userId: string, speaker: string, now: Date, count: number): { meeting: NewMeeting; segments: (meetingId: string) => NewTranscriptSegment[] }[] {
  const out: ReturnType<typeof demoVoiceHistory> = [];
  const tenAm = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 10));
  for (let back = 1; out.length < count; back++) {
    const day = new Date(tenAm.getTime() - back * DAY);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    const series = SERIES[out.length % SERIES.length] ?? SERIES[0];
    if (!series) break;
    const turns = series.turns;
    out.push({
      meeting: {
        userId,
        title: series.title,
        scheduledAt: day,
        durationMinutes: 30,
        meetingUrl: series.url,
        platform: series.platform,
        status: "completed",
        createdAt: new Date(day.getTime() - DAY),
        updatedAt: day,
      },
      segments: (meetingId) =>
        turns.map(([start, who, content], seq) => ({
          meetingId,
          userId,
          seq,
          speaker: who === "owner" ? speaker : who,
          content,
          startSeconds: start,
          endSeconds: turns[seq + 1]?.[0] ?? start + 8,
        })),
    });
  }
  return out;
}
