/**
 * Scripted meetings. The scenario is picked by a slug anywhere in the meeting URL
 * (`https://meet.google.com/abc-defg-hij?scenario=owner-late`); a URL without one plays `owner-absent`,
 * the case the product exists for. Times are meeting seconds after the bot was dispatched.
 */
export const SCENARIOS = ["on-time", "owner-late", "owner-absent", "lobby", "removed", "ends-early", "nobody-joins"] as const;
export type Scenario = (typeof SCENARIOS)[number];

export type ScriptStep =
  | { at: number; kind: "status"; code: string; sub_code: string | null }
  | { at: number; kind: "join" | "leave"; participant: ScriptParticipant }
  | { at: number; kind: "transcript"; participant: ScriptParticipant; text: string; duration: number };

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

export function buildScript(scenario: Scenario, options: ScriptOptions): ScriptStep[] {
  const owner: ScriptParticipant = { id: 100, name: options.owner.name, email: options.owner.email, is_host: true };
  const ben: ScriptParticipant = { id: 200, name: "Ben Okafor", email: "ben@example.test", is_host: false };
  const chloe: ScriptParticipant = { id: 300, name: "Chloé Martin", email: "chloe@example.test", is_host: false };
  const status = (at: number, code: string, sub_code: string | null = null): ScriptStep => ({ at, kind: "status", code, sub_code });
  const admitted = [status(0, "joining_call"), status(5, "in_call_not_recording"), status(6, "in_call_recording")];
  const talk = (from: number, speakers: ScriptParticipant[]): ScriptStep[] =>
    LINES.map((text, i) => ({ at: from + i * 20, kind: "transcript", participant: speakers[i % speakers.length] ?? ben, text, duration: 6 }));
  const end = (at: number, sub: string): ScriptStep[] => [status(at, "call_ended", sub), status(at + 5, "done")];

  switch (scenario) {
    case "on-time":
      return [...admitted, { at: 7, kind: "join", participant: owner }, { at: 8, kind: "join", participant: ben }, ...talk(20, [owner, ben]), { at: 590, kind: "leave", participant: ben }, ...end(600, "call_ended_by_host")];
    case "owner-late":
      return [...admitted, { at: 8, kind: "join", participant: ben }, ...talk(20, [ben]), { at: 186, kind: "join", participant: owner }, ...talk(200, [owner, ben]), ...end(600, "call_ended_by_host")];
    case "owner-absent":
      return [...admitted, { at: 8, kind: "join", participant: ben }, { at: 12, kind: "join", participant: chloe }, ...talk(20, [ben, chloe]), ...talk(400, [chloe, ben]), { at: 880, kind: "leave", participant: chloe }, { at: 890, kind: "leave", participant: ben }, ...end(892, "timeout_exceeded_everyone_left")];
    case "lobby":
      return [status(0, "joining_call"), status(2, "in_waiting_room"), ...end(2 + options.waitingRoomTimeout, "timeout_exceeded_waiting_room")];
    case "removed":
      return [...admitted, { at: 8, kind: "join", participant: ben }, ...talk(20, [ben]).slice(0, 3), ...end(90, "bot_kicked_from_call")];
    case "ends-early":
      return [...admitted, { at: 7, kind: "join", participant: ben }, ...talk(15, [ben]).slice(0, 2), { at: 58, kind: "leave", participant: ben }, ...end(60, "call_ended_by_host")];
    case "nobody-joins":
      return [...admitted, ...end(6 + options.nooneJoinedTimeout, "timeout_exceeded_noone_joined")];
  }
}
