import type { NewTranscriptSegment } from "./schema";

/**
 * Demo transcripts (invented for this repository) for the seeded completed meetings, keyed by meeting title,
 * so summaries and search have real speech to work on. Each turn: [second, speaker, words].
 */
type Turn = [number, string, string];

const TRANSCRIPTS: Record<string, Turn[]> = {
  "Weekly product sync": [
    [0, "Priya Shah", "Morning all. Three things today: the mobile beta, the calendar sync bug, and what we cut from the next release."],
    [14, "Marcus Lee", "Mobile beta first. We have two hundred and forty testers now and the crash rate is under one percent."],
    [31, "Priya Shah", "That's better than last week. What are people complaining about the most?"],
    [40, "Marcus Lee", "Mostly that notifications arrive late. Push delivery on Android is batched when the phone is idle."],
    [58, "Elena Novak", "We can ask for the high priority channel, but only for meeting reminders, not for summaries."],
    [75, "Priya Shah", "Agreed. Reminders are time sensitive, summaries are not."],
    [86, "Elena Novak", "I'll switch meeting reminders to high priority push and test it on the older Samsung phones by Wednesday."],
    [104, "Priya Shah", "Great. Now the calendar sync bug. Sam, where are we?"],
    [110, "Sam Ortiz", "The duplicate events come from recurring meetings that were edited for a single occurrence."],
    [128, "Sam Ortiz", "Google sends the exception as a separate event with the original start time, and we treated it as new."],
    [147, "Marcus Lee", "So the fix is to key on the recurring event id plus the original start time?"],
    [156, "Sam Ortiz", "Exactly. The patch is written, it needs a migration to clean up the duplicates already stored."],
    [172, "Priya Shah", "Let's not run a cleanup migration on a Friday. Ship the fix Monday morning with the cleanup behind a flag."],
    [189, "Sam Ortiz", "Fine by me. I will prepare the cleanup script and a dry-run report for Monday."],
    [203, "Priya Shah", "Last topic, scope. We have more planned than we can ship in two weeks."],
    [214, "Elena Novak", "The export to Notion is the biggest item and only three customers asked for it."],
    [228, "Marcus Lee", "Meanwhile search is the thing every interview mentions. People lose decisions in old meetings."],
    [244, "Priya Shah", "Then we decided: Notion export moves to next quarter, and search gets the two weeks."],
    [258, "Elena Novak", "I'll update the roadmap page and tell the three customers before the end of the week."],
    [271, "Priya Shah", "Thanks everyone. Same time next week."],
  ],
  "Q3 budget review": [
    [0, "Daniel Kim", "Let's walk through Q3. We are at ninety six percent of plan on spend, which hides two big swings."],
    [16, "Daniel Kim", "Marketing is twelve percent over because of the conference sponsorship, and infrastructure is eighteen percent under."],
    [35, "Aisha Bello", "The infrastructure saving is real. Moving the transcription workers to spot instances cut that bill by a third."],
    [52, "Daniel Kim", "Good. Can we count on that saving for Q4 as well?"],
    [60, "Aisha Bello", "Mostly. Spot capacity dried up twice in August, so I want a small reserved pool as a fallback."],
    [78, "Rosa Martinez", "On marketing, the sponsorship brought in ninety qualified leads. That's the best cost per lead we had all year."],
    [96, "Daniel Kim", "I don't doubt it, but it wasn't in the plan. Next time it needs approval before we sign."],
    [110, "Rosa Martinez", "Fair. I'll bring sponsorships to the monthly budget meeting before committing to anything."],
    [124, "Daniel Kim", "Hiring. We planned four engineers and hired two. The open roles are the senior backend and the designer."],
    [143, "Aisha Bello", "The backend role is the painful one. We are interviewing, but the good candidates want remote."],
    [160, "Daniel Kim", "We agreed to open the backend role to fully remote candidates within two hours of our time zone."],
    [177, "Aisha Bello", "I will rewrite the job post and send it to the recruiters by Thursday."],
    [190, "Rosa Martinez", "What about the designer role? The dashboard redesign is waiting on it."],
    [201, "Daniel Kim", "Let's use a contractor for the redesign and keep the permanent role open. It's cheaper for one quarter."],
    [218, "Rosa Martinez", "I know a studio that did good onboarding work for a fintech. I can get a quote."],
    [231, "Daniel Kim", "Please do, by next Tuesday if possible, so we can decide at the board prep."],
    [245, "Aisha Bello", "One more thing: the travel budget. We have spent almost nothing on travel this quarter."],
    [259, "Daniel Kim", "Then we decided to move half of the travel budget to the customer research program."],
    [274, "Rosa Martinez", "That research budget will pay for twenty more customer interviews. Good trade."],
    [287, "Daniel Kim", "Okay. I will circulate the revised Q3 forecast to the leadership team tomorrow."],
  ],
  "Customer onboarding: Acme Corp": [
    [0, "Hannah Weber", "Thanks for joining. Acme has about three hundred people who will use Understudy, mostly in operations."],
    [15, "Leo Fischer", "Our biggest problem is that shift handovers happen in meetings and nobody writes anything down."],
    [31, "Hannah Weber", "That's exactly where the summaries help. Every action item links back to the moment it was said."],
    [46, "Leo Fischer", "Do the summaries work with Microsoft Teams? Most of our meetings are on Teams."],
    [56, "Hannah Weber", "Yes, the bot joins Teams, Zoom and Google Meet. Teams needs one permission from your admin."],
    [72, "Leo Fischer", "Our IT team is strict. They will want to know where the recordings are stored and for how long."],
    [88, "Hannah Weber", "Recordings stay in the EU region and are deleted after thirty days unless you change the retention."],
    [104, "Leo Fischer", "Thirty days is fine. Can we turn off recording entirely and keep only transcripts?"],
    [117, "Hannah Weber", "Yes, that is a workspace setting. I'll send you the security overview and the data processing agreement today."],
    [134, "Leo Fischer", "Good. For the pilot I'd start with the night shift supervisors, about twenty people."],
    [149, "Hannah Weber", "Twenty is a good size. We agreed the pilot starts on the first of next month and runs for four weeks."],
    [165, "Leo Fischer", "Who trains the supervisors? They don't have time for long sessions."],
    [176, "Hannah Weber", "We run two thirty minute sessions, one per shift. I will schedule them once you send the names."],
    [191, "Leo Fischer", "I'll send the list of supervisors by Friday."],
    [199, "Hannah Weber", "How will you measure success at the end of the pilot?"],
    [208, "Leo Fischer", "Fewer missed handover tasks. Right now we lose maybe five tasks a week between shifts."],
    [223, "Hannah Weber", "We can track that. The dashboard shows open action items per meeting series."],
    [236, "Leo Fischer", "Then let's review the numbers together in the last week of the pilot."],
    [248, "Hannah Weber", "Perfect. I'll put the review on the calendar for the fourth week."],
    [259, "Leo Fischer", "Thanks Hannah, this was useful."],
  ],
  "1:1 with manager": [
    [0, "Nora Quinn", "How are things going? Last time you mentioned the on-call rotation was wearing you down."],
    [12, "Alex Rivera", "It's better. The alert noise dropped a lot after we removed the disk space warnings."],
    [26, "Nora Quinn", "Good. I want to talk about growth. You said you want to lead a project this half."],
    [38, "Alex Rivera", "Yes. The search project looks like a good fit. I know the database side well."],
    [50, "Nora Quinn", "I agree. The risk is that you take everything on yourself. Leading means delegating the pieces."],
    [65, "Alex Rivera", "That's fair. I tend to pick up the hard tickets myself instead of pairing."],
    [78, "Nora Quinn", "Try this: for every hard ticket, pair with someone for the first hour before you decide who owns it."],
    [94, "Alex Rivera", "I can do that. I'll write a short plan for the search project with owners for each part."],
    [108, "Nora Quinn", "Send it to me by next Monday and we'll review it together."],
    [118, "Alex Rivera", "Sounds good. Also, is the conference budget still available? There's a Postgres conference in the spring."],
    [133, "Nora Quinn", "Yes, and a talk about our full text search work would be a great reason to go."],
    [146, "Alex Rivera", "I'll submit a talk proposal before the deadline at the end of the month."],
    [158, "Nora Quinn", "Great. Anything blocking you right now?"],
    [165, "Alex Rivera", "The staging database is too small to test search on realistic data."],
    [176, "Nora Quinn", "Let's fix that. We decided last week to give staging a copy of anonymized production data."],
    [190, "Alex Rivera", "Oh, I missed that. Who is doing the anonymization?"],
    [198, "Nora Quinn", "The platform team. I'll ask them for a date and let you know tomorrow."],
    [209, "Alex Rivera", "Thanks. That unblocks the performance testing."],
    [218, "Nora Quinn", "Anything else on your mind?"],
    [224, "Alex Rivera", "No, that covers it. Thanks for the time."],
  ],
};

/** Transcript rows for the seeded meetings that have a demo transcript (by title; completed meetings only). */
export function demoTranscriptSegments(userId: string, seeded: { id: string; title: string; status: string }[]): NewTranscriptSegment[] {
  return seeded.flatMap((meeting) => {
    const turns = meeting.status === "completed" ? TRANSCRIPTS[meeting.title] : undefined;
    if (!turns) return [];
    return turns.map(([start, speaker, content], seq) => ({
      meetingId: meeting.id,
      userId,
      seq,
      speaker,
      content,
      startSeconds: start,
      endSeconds: turns[seq + 1]?.[0] ?? start + 8,
    }));
  });
}
