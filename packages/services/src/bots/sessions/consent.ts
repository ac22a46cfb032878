import { z } from "zod";
import type { BotSession } from "@understudy/db/schema";
import { announcementText } from "../stand-in/stand-in";

export const ConsentEvent = z
  .object({
    kind: z.enum(["joined", "announced", "opted_out", "handed_over", "left"]),
    at: z.string(),
    text: z.string(),
  })
  .meta({ id: "ConsentEvent" });
export type ConsentEvent = z.infer<typeof ConsentEvent>;

/**
 * The consent record of one bot session, oldest first: when the bot joined, what it announced, who opted out,
 * when it handed over and when it left. Derived from the session's own milestones (set as they happen), so it
 * is exactly as complete as what the bot did; the announcement is the text the stand-in sends.
 */
export function consentRecord(
  session: Pick<BotSession, "botName" | "admittedAt" | "announcedAt" | "optedOutAt" | "handedOverAt" | "endedAt">,
  ownerName: string,
): ConsentEvent[] {
  const events: { kind: ConsentEvent["kind"]; at: Date | null; text: string }[] = [
    { kind: "joined", at: session.admittedAt, text: `${session.botName} was admitted to the call and started capturing.` },
    { kind: "announced", at: session.announcedAt, text: announcementText({ botName: session.botName, ownerName }) },
    { kind: "opted_out", at: session.optedOutAt, text: "A participant typed “opt out”: the bot stopped capturing, left, and what it captured was deleted." },
    { kind: "handed_over", at: session.handedOverAt, text: `${ownerName} arrived; the bot handed the meeting over and left.` },
    { kind: "left", at: session.endedAt, text: `${session.botName} left the call.` },
  ];
  return events
    .filter((e): e is typeof e & { at: Date } => e.at !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((e) => ({ kind: e.kind, at: e.at.toISOString(), text: e.text }));
}
