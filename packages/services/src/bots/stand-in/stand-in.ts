import type { BotOwnerJoinAction, BotStatus } from "@understudy/db/schema";

/**
 * The stand-in rule, as pure functions (docs/product.md#the-stand-in-bot): once the bot is admitted it waits
 * five minutes for its owner. Owner there within that grace → hand over (leave, or stay and record
 * silently if the user said so). Grace over without the owner → announce once, then record.
 *
 * Time: the grace is measured on the provider's own timestamps (admission vs. the owner's join, or vs.
 * the newest event), so it is right whatever speed the meeting plays at (the sandbox accelerates it);
 * a delayed job on our clock covers a meeting so quiet that no event arrives after the grace.
 */
export const OWNER_GRACE_SECONDS = 300;
/**
 * How long the bot may wait in the lobby to be let in: its own budget, apart from the grace (which only
 * starts at admission). Ten minutes, Google Meet's own cap on a waiting guest.
 */
export const LOBBY_BUDGET_SECONDS = 600;

export interface StandInState {
  status: BotStatus;
  admittedAt: Date | null;
  ownerJoinedAt: Date | null;
  announcedAt: Date | null;
  handedOverAt: Date | null;
  optedOutAt: Date | null;
}

export type StandInDecision = { action: "none" } | { action: "hand_over"; leave: boolean } | { action: "announce" };

const IN_CALL: readonly BotStatus[] = ["connected", "recording"];

export function graceEndsAt(admittedAt: Date): Date {
  return new Date(admittedAt.getTime() + OWNER_GRACE_SECONDS * 1000);
}

/**
 * @param providerNow the provider timestamp of the event being applied (null from the timer)
 * @param graceTimerFired the delayed job ran: the grace has passed on our clock
 */
export function decideStandIn(
  state: StandInState,
  input: { providerNow: Date | null; graceTimerFired: boolean; onOwnerJoin: BotOwnerJoinAction },
): StandInDecision {
  if (state.optedOutAt || state.handedOverAt || !state.admittedAt || !IN_CALL.includes(state.status)) return { action: "none" };
  const graceEnd = graceEndsAt(state.admittedAt);
  // Already there before the bot was let in counts as within the grace too. This wins even over an
  // announcement made just before a late-delivered join: the owner did come in time.
  if (state.ownerJoinedAt && state.ownerJoinedAt <= graceEnd) return { action: "hand_over", leave: input.onOwnerJoin === "leave" };
  if (state.announcedAt) return { action: "none" };
  if (input.graceTimerFired || (input.providerNow && input.providerNow >= graceEnd)) return { action: "announce" };
  return { action: "none" };
}

/** "opt out" as the whole message, whatever the case and spacing ("Opt-out", " OPT  out ", "optout!"). */
export function isOptOutMessage(text: string): boolean {
  return /^opt[\s-]*out[.!]*$/i.test(text.normalize("NFKC").trim());
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * Who it is, whom it stands in for, how to opt out. Google Meet caps chat messages at 500 characters:
 * long names are clipped so that the opt-out instruction is always there in full.
 */
export function announcementText({ botName, ownerName }: { botName: string; ownerName: string }): string {
  const bot = clip(botName.trim() || "a meeting assistant", 80);
  const owner = clip(ownerName.trim() || "the organiser", 60);
  return (
    `Hi everyone, I'm ${bot}, Understudy's meeting assistant, standing in for ${owner}, who can't be here yet. ` +
    `I'm recording and transcribing this meeting so ${owner} can catch up. ` +
    `If you'd rather not be recorded, type opt out in the chat and I'll leave and delete what I captured.`
  );
}
