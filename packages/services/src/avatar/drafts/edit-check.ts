import { eq } from "drizzle-orm";
import { botSessions, users, type AvatarDraft } from "@understudy/db/schema";
import type { ServiceContext } from "../../context";
import { ValidationError } from "../../errors";
import { loadAvatarSettings } from "../consent";
import { loadLanguageDetector } from "../language";
import { decideTurn, type FinalTurn, type Reason } from "../rules";

/** Why an edit cannot be said, in the owner's terms. */
const WHY: Partial<Record<Reason, string>> = {
  commitment: "it would commit you (a date, time, figure, money, approval, hiring, legal terms or what you will do) and it is not one of your talking points word for word",
  ungrounded: "it is not your own words from the talking points or the past meetings this answer cited (it may only shorten them)",
  language: "it is not in a language the avatar's checks can read",
  impersonation: "it says it is you or a person",
  question: "it asks a question",
  echo: "it only repeats the question",
  defer_topic: "it touches a topic you told the avatar to always defer",
  off_topic: "it is outside the topics you let the avatar answer",
  too_long: "it is too long to say",
};

/**
 * The owner's edit goes through the production rules as if the model had proposed it, against the sources the
 * draft was checked against: an edit cannot make the avatar commit or invent any more than the model can.
 * Returns the line to say (disclosure and sign-off composed by code), or refuses with the rule that failed.
 */
export async function checkEdit(ctx: ServiceContext, draft: AvatarDraft, text: string): Promise<FinalTurn & { said: string }> {
  const languageOf = await loadLanguageDetector();
  const [owner] = await ctx.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, draft.userId)).limit(1);
  const ownerName = owner?.name?.trim() || owner?.email || "the organiser";
  const [session] = draft.sessionId ? await ctx.db.select({ botName: botSessions.botName }).from(botSessions).where(eq(botSessions.id, draft.sessionId)).limit(1) : [];
  const settings = await loadAvatarSettings(ctx.db, draft.userId);
  const final = decideTurn({
    ownerName,
    botName: session?.botName ?? null,
    heard: draft.heard,
    units: draft.units,
    proposal: { decision: "answer", answer: text, disclosure: "", sources: draft.units.map((u) => ({ source: u.index, quote: "" })) },
    settings: { signOff: settings.signOff, deferTopics: settings.deferTopics, answerTopics: settings.answerTopics },
    // The draft already holds this turn's place in the meeting's rate limit.
    withinRate: true,
    languageOf,
  });
  if (final.decision === "answer" && final.said && (final.reason === "grounded" || final.reason === "talking_point")) return { ...final, said: final.said };
  const why = WHY[final.reason] ?? `the avatar's rules would not say it (${final.reason})`;
  throw new ValidationError(`The edit was not sent: ${why}.${final.detail ? ` (${final.detail})` : ""} Approve the draft as it is, reject it, or edit it again.`);
}
