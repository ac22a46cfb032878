import type { LanguageModel } from "@understudy/integrations/ai";
import { AvatarModelAnswer } from "@understudy/services/avatar";
import type { ServiceContext, UserContext } from "@understudy/services/context";
import { retrievePassages } from "@understudy/services/search";
import { addressedToUser } from "./baseline/addressing";
import { avatarSystem, avatarUserMessage, type PromptSource } from "./baseline/prompt";
import type { Pipeline } from "./pipelines";

/**
 * The baseline's turn in a live meeting, as the responder ran it at abaeac2 without writing anything: its
 * addressing, its sources (six passages with every speaker's lines, the talking points whole), its prompt,
 * the same model, then its rules. The bench runs it on the same scripted lines as today's `runAvatarTurn`.
 */
export async function baselineRespond(
  ctx: ServiceContext,
  pipeline: Pipeline,
  model: LanguageModel | null,
  u: { userId: string; ownerName: string; botName: string; speaker: string; text: string; talkingPoints: string },
): Promise<{ handled: boolean; decision: string | null; said: string | null; reason: string | null; meetingSources: number; citedMeetingIds: string[] }> {
  if (!addressedToUser(u.text, { full: u.ownerName, botName: u.botName }).addressed) return { handled: false, decision: null, said: null, reason: null, meetingSources: 0, citedMeetingIds: [] };
  const reader: UserContext = { ...ctx, actor: { type: "user", userId: u.userId, role: "user", via: "session", credentialId: "avatar" } };
  const passages = (await retrievePassages({ ctx: reader, query: u.text, limit: 8 })).map((p) => ({ ...p, scheduledAt: p.scheduledAt }));
  const shown = pipeline.sources({ ownerName: u.ownerName, talkingPoints: u.talkingPoints, passages });
  const prompt: PromptSource[] = shown.map((s, i) => {
    const p = i === 0 && u.talkingPoints.trim() ? null : passages[u.talkingPoints.trim() ? i - 1 : i];
    return p
      ? { index: s.index, kind: "meeting", meeting: p.meetingTitle, date: p.scheduledAt.slice(0, 10), speaker: p.speaker, t: p.startSeconds, text: s.text }
      : { index: s.index, kind: "talking_points", meeting: "Talking points for this meeting", date: "", speaker: "owner", t: 0, text: s.text };
  });
  let proposal: AvatarModelAnswer | null = null;
  if (model) {
    try {
      proposal = (
        await model.completeStructured({
          system: avatarSystem(u.ownerName),
          user: avatarUserMessage({ ownerName: u.ownerName, speaker: u.speaker, utterance: u.text, sources: prompt }),
          schema: AvatarModelAnswer,
          name: "avatar_turn",
          maxOutputTokens: 400,
        })
      ).value;
    } catch {
      proposal = null;
    }
  }
  const out = pipeline.decide({ ownerName: u.ownerName, heard: u.text, shown, proposal });
  const byIndex = new Map(prompt.map((p, i) => [p.index, i]));
  const cited = out.decision === "answer" ? (proposal?.sources ?? []).flatMap((c) => (prompt[byIndex.get(c.source) ?? -1]?.kind === "meeting" ? [passages[(byIndex.get(c.source) ?? 0) - (u.talkingPoints.trim() ? 1 : 0)]?.meetingId ?? ""] : [])) : [];
  return { handled: true, decision: out.decision, said: out.said, reason: out.reason, meetingSources: cited.length, citedMeetingIds: cited };
}
