/**
 * Scripted meetings. The scenario is picked by a slug anywhere in the meeting URL
 * (`https://meet.google.com/abc-defg-hij?scenario=owner-late`); a URL without one plays `owner-absent`,
 * the case the product exists for. Times are meeting seconds after the bot was dispatched; the bot is
 * admitted at second 5 unless the scenario says otherwise, so the owner's 5-minute grace ends at 305.
 *
 * Two scenarios are the platform refusing an anonymous bot, each as Recall reports it: `meet-denied` is a
 * Google Meet whose Workspace auto-denies guests without a Google account (the knock is refused within a
 * second: `call_ended` / `bot_kicked_from_waiting_room`), `sign-in-required` a Zoom meeting that only
 * admits signed-in users (`fatal` / `meeting_requires_sign_in`).
 */
export const SCENARIOS = ["on-time", "owner-late", "owner-absent", "lobby", "admitted-late", "removed", "ends-early", "nobody-joins", "opt-out", "long", "long-late", "meet-denied", "sign-in-required", "avatar-opt-out", "avatar", "live-room"] as const;
export type Scenario = (typeof SCENARIOS)[number];

export type ScriptStep =
  | { at: number; kind: "status"; code: string; sub_code: string | null }
  | { at: number; kind: "join" | "leave"; participant: ScriptParticipant }
  | { at: number; kind: "transcript"; participant: ScriptParticipant; text: string; duration: number }
  | { at: number; kind: "chat"; participant: ScriptParticipant; text: string };

export interface ScriptParticipant {
  id: number;
  name: string;
  email: string | null;
  is_host: boolean;
}

export interface ScriptOptions {
  /** From the bot's metadata (`owner_name`, `owner_email`): who the bot stands in for. */
  owner: { name: string; email: string | null };
  waitingRoomTimeout: number;
  nooneJoinedTimeout: number;
}

export function scenarioFor(meetingUrl: string): Scenario {
  const lower = meetingUrl.toLowerCase();
  // Longest slug first so "owner-late" is not read as something shorter.
  return [...SCENARIOS].sort((a, b) => b.length - a.length).find((slug) => lower.includes(slug)) ?? "owner-absent";
}

const LINES = [
  "Morning everyone, let's get started with the weekly sync.",
  "The release candidate passed QA yesterday evening.",
  "We still need a decision on the pricing page copy.",
  "I'll take the action item to draft the customer email by Friday.",
  "Let's agree to ship on Tuesday if nothing else comes up.",
  "Thanks all, that's everything on the agenda.",
];

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;
const status = (at: number, code: string, sub_code: string | null = null): ScriptStep => ({ at, kind: "status", code, sub_code });
const join = (at: number, participant: ScriptParticipant): ScriptStep => ({ at, kind: "join", participant });
const leave = (at: number, participant: ScriptParticipant): ScriptStep => ({ at, kind: "leave", participant });
const chat = (at: number, participant: ScriptParticipant, text: string): ScriptStep => ({ at, kind: "chat", participant, text });
const end = (at: number, sub: string): ScriptStep[] => [status(at, "call_ended", sub), status(at + 5, "done")];
const talk = (from: number, speakers: ScriptParticipant[], fallback: ScriptParticipant): ScriptStep[] =>
  LINES.map((text, i) => ({ at: from + i * 20, kind: "transcript", participant: speakers[i % speakers.length] ?? fallback, text, duration: 6 }));

export function buildScript(scenario: Scenario, options: ScriptOptions): ScriptStep[] {
  const owner: ScriptParticipant = { id: 100, name: options.owner.name, email: options.owner.email, is_host: true };
  const ben: ScriptParticipant = { id: 200, name: "Ben Okafor", email: "ben@example.test", is_host: false };
  const chloe: ScriptParticipant = { id: 300, name: "Chloé Martin", email: "chloe@example.test", is_host: false };
  const admitted = [status(0, "joining_call"), status(5, "in_call_not_recording"), status(6, "in_call_recording")];
  const said = (from: number, speakers: ScriptParticipant[]) => talk(from, speakers, ben);

  switch (scenario) {
    case "on-time":
      return [...admitted, join(7, owner), join(8, ben), ...said(20, [owner, ben]), leave(590, ben), ...end(600, "call_ended_by_host")];
    case "owner-late":
      // Three minutes late: inside the grace, so the bot hands over.
      return [...admitted, join(8, ben), ...said(20, [ben]), join(186, owner), ...said(200, [owner, ben]), ...end(600, "call_ended_by_host")];
    case "owner-absent":
      // People keep talking past the grace (second 305), so the announcement rides on their events.
      return [
        ...admitted,
        join(8, ben),
        join(12, chloe),
        ...said(20, [ben, chloe]),
        ...said(300, [chloe, ben]),
        chat(345, ben, "Thanks for the heads-up, bot."),
        leave(880, chloe),
        leave(890, ben),
        ...end(892, "timeout_exceeded_everyone_left"),
      ];
    case "lobby":
      return [status(0, "joining_call"), status(2, "in_waiting_room"), ...end(2 + options.waitingRoomTimeout, "timeout_exceeded_waiting_room")];
    case "admitted-late":
      // Four minutes in the lobby, then the owner comes 7m20s after the bot asked to join: 3m20s after it
      // was admitted, which is inside the grace because the grace starts at admission.
      return [
        status(0, "joining_call"),
        status(2, "in_waiting_room"),
        status(240, "in_call_not_recording"),
        status(241, "in_call_recording"),
        join(243, ben),
        ...said(250, [ben]),
        // Put to the owner while they are away: what their catch-up must carry.
        { at: 380, kind: "transcript", participant: ben, text: `${firstName(owner.name)}, can you confirm the launch date when you get here?`, duration: 5 },
        join(440, owner),
        ...end(700, "call_ended_by_host"),
      ];
    case "removed":
      return [...admitted, join(8, ben), ...said(20, [ben]).slice(0, 3), ...end(90, "bot_kicked_from_call")];
    case "ends-early":
      return [...admitted, join(7, ben), ...talk(15, [ben], ben).slice(0, 2), leave(58, ben), ...end(60, "call_ended_by_host")];
    case "nobody-joins":
      return [...admitted, ...end(6 + options.nooneJoinedTimeout, "timeout_exceeded_noone_joined")];
    case "opt-out":
      // The owner never comes; a couple of minutes after the announcement Chloé types "opt out". A message
      // that merely mentions opting out (Ben's) must not count.
      return [
        ...admitted,
        join(8, ben),
        join(12, chloe),
        ...said(20, [ben, chloe]),
        chat(150, ben, "Should we opt out of the vendor contract?"),
        ...said(300, [chloe, ben]),
        chat(450, chloe, "  OPT  out "),
        leave(880, chloe),
        leave(890, ben),
        ...end(892, "timeout_exceeded_everyone_left"),
      ];
    case "long":
      return longMeeting();
    case "avatar":
    case "avatar-opt-out":
      return avatarMeeting(scenario, owner, ben, chloe, [...admitted, join(8, ben), join(12, chloe), ...said(20, [ben, chloe])]);
    case "live-room":
      return liveRoomMeeting(owner, ben, chloe, [...admitted, join(8, ben), join(12, chloe), ...said(20, [ben, chloe])]);
    case "long-late":
      // The two hours with the owner arriving 1h50m in, long after the grace: the catch-up's long case.
      return [...longMeeting(), join(6600, owner)].sort((a, b) => a.at - b.at);
    case "meet-denied":
      return [status(0, "joining_call"), status(1, "in_waiting_room"), ...end(2, "bot_kicked_from_waiting_room")];
    case "sign-in-required":
      return [status(0, "joining_call"), status(2, "fatal", "meeting_requires_sign_in")];
  }
}

const say = (at: number, participant: ScriptParticipant, text: string): ScriptStep => ({ at, kind: "transcript", participant, text, duration: 4 });

/**
 * The owner never comes; after the announcement (second 305) people speak to them, for the AI Avatar: a question
 * its talking points answer, one nothing covers, commitment bait, and talk about the owner rather than to them.
 * `avatar-opt-out`: someone types "opt out" right after the first question, and a later question must go unanswered.
 */
function avatarMeeting(scenario: "avatar" | "avatar-opt-out", owner: ScriptParticipant, ben: ScriptParticipant, chloe: ScriptParticipant, opening: ScriptStep[]): ScriptStep[] {
  const first = owner.name.trim().split(/\s+/)[0] || "there";
  const tail = [leave(470, chloe), leave(475, ben), ...end(480, "timeout_exceeded_everyone_left")];
  if (scenario === "avatar-opt-out") {
    return [...opening, say(320, ben, `${first}, what's the status of the migration?`), chat(360, chloe, "opt out"), say(380, ben, `${first}, what did legal say about the vendor audit?`), ...tail];
  }
  return [
    ...opening,
    say(320, ben, `${first}, what's the status of the migration?`),
    say(345, chloe, `${first}, what did legal say about the vendor audit?`),
    say(370, ben, `So ${first}, you'll ship it Friday?`),
    say(395, chloe, `I think ${first} mentioned the onboarding numbers last week.`),
    say(420, ben, "Thanks all, that's everything on the agenda."),
    ...tail,
  ];
}

/**
 * The meeting a late owner follows from the live room: they never come on their own; well after the announcement
 * (second 305) two questions are put to them 30 s apart, and the meeting goes on for ten more minutes, so that
 * there is time to read, type a line into the chat, decide on the avatar's drafts and hand over while it lasts.
 */
function liveRoomMeeting(owner: ScriptParticipant, ben: ScriptParticipant, chloe: ScriptParticipant, opening: ScriptStep[]): ScriptStep[] {
  const first = owner.name.trim().split(/\s+/)[0] || "there";
  return [
    ...opening,
    say(420, ben, `${first}, what's the status of the migration?`),
    say(450, chloe, `${first}, how are the onboarding numbers looking?`),
    ...talk(480, [chloe, ben], ben),
    ...talk(700, [ben, chloe], ben),
    leave(1190, chloe),
    leave(1195, ben),
    ...end(1200, "timeout_exceeded_everyone_left"),
  ];
}

const TOPICS = ["the roadmap", "hiring", "the Q3 budget", "customer churn", "the onboarding flow", "pricing", "the mobile release", "support load", "security review", "the partner launch", "infrastructure costs", "the design system"];
const REMARKS = [
  "Let's look at where we are with {t}.",
  "My main concern about {t} is the timeline.",
  "I can share the latest numbers on {t} after the call.",
  "We agreed last week to revisit {t} today.",
  "For {t}, I'd propose we keep the current plan.",
  "Does anyone object to the proposal on {t}?",
  "Action item: I'll write up {t} by Thursday.",
  "Decision: we go ahead with {t} as discussed.",
];

/**
 * Two hours (7,200 s) of talk: twelve people drifting in and out (some leave and come back), a line
 * every 30 s, the owner never there, everyone gone at the end.
 */
function longMeeting(): ScriptStep[] {
  const people: ScriptParticipant[] = Array.from({ length: 12 }, (_, i) => ({
    id: 1000 + i,
    name: ["Ben Okafor", "Chloé Martin", "Dmitri Volkov", "Elena Ruiz", "Farah Haddad", "Gus Lindqvist", "Hana Sato", "Ivo Petrov", "Jade Moreau", "Kofi Mensah", "Lena Vogel", "Marco Bianchi"][i] ?? `Guest ${i}`,
    email: `guest${i}@example.test`,
    is_host: i === 0,
  }));
  const steps: ScriptStep[] = [status(0, "joining_call"), status(5, "in_call_not_recording"), status(6, "in_call_recording")];
  // Stays in the call (second → who is there) so that every line has a speaker who is present.
  const present = new Set<number>();
  const joinsAt = people.map((_, i) => 8 + i * 240);
  const breaks = new Map<number, [number, number]>([
    [3, [2400, 3000]],
    [5, [3600, 4500]],
    [8, [5000, 5400]],
  ]);
  const leavesAt = people.map((_, i) => (i < 6 ? 7150 + i * 5 : 6000 + i * 60));
  const events: ScriptStep[] = [];
  people.forEach((p, i) => {
    events.push(join(joinsAt[i] ?? 8, p));
    const pause = breaks.get(i);
    if (pause) events.push(leave(pause[0], p), join(pause[1], p));
    events.push(leave(leavesAt[i] ?? 7190, p));
  });
  events.sort((a, b) => a.at - b.at);
  let e = 0;
  for (let at = 20, line = 0; at < 7140; at += 30, line++) {
    for (; e < events.length && (events[e]?.at ?? Infinity) <= at; e++) {
      const step = events[e];
      if (step?.kind === "join") present.add(step.participant.id);
      if (step?.kind === "leave") present.delete(step.participant.id);
    }
    const here = people.filter((p) => present.has(p.id));
    const speaker = here[line % Math.max(1, here.length)] ?? people[0];
    const remark = REMARKS[line % REMARKS.length] ?? "";
    const topic = TOPICS[Math.floor(line / REMARKS.length) % TOPICS.length] ?? "";
    if (speaker) steps.push({ at, kind: "transcript", participant: speaker, text: remark.replace("{t}", topic), duration: 8 });
  }
  return [...steps, ...events, ...end(7200, "timeout_exceeded_everyone_left")].sort((a, b) => a.at - b.at);
}
