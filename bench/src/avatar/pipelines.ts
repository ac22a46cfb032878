import type { AvatarSource } from "@understudy/db/schema";
import { decideTurn, gatherUnits, type AvatarModelAnswer, type LanguageOf, type PastPassage } from "@understudy/services/avatar";
import { enforceRules } from "./baseline/rules";

/**
 * The two decisions the bench compares on the same lines and the same misbehaving model: today's rules
 * (`decideTurn` over the owner's own sources, as production runs them) and the baseline (the rules at abaeac2:
 * every speaker's passage a source, a citation valid when its quote is in the source, then `enforceRules`).
 * Each shows the model its own numbered sources; the model proposes against what it was shown.
 */
export interface Shown {
  index: number;
  text: string;
}

export interface Decided {
  decision: "answer" | "defer" | "ignore";
  said: string | null;
  reason: string;
}

export interface Pipeline {
  name: "today" | "baseline";
  sources(input: { ownerName: string; talkingPoints: string; passages: readonly PastPassage[] }): Shown[];
  decide(input: { ownerName: string; heard: string; shown: Shown[]; proposal: AvatarModelAnswer | null }): Decided;
}

const LIVE = "live-meeting";
const NO_SETTINGS = { signOff: "", deferTopics: [], answerTopics: [] };

export function todaysRules(languageOf: LanguageOf): Pipeline {
  const unitsOf = new WeakMap<Shown[], ReturnType<typeof gatherUnits>>();
  return {
    name: "today",
    sources(input) {
      const units = gatherUnits({ meetingId: LIVE, ownerName: input.ownerName, talkingPoints: input.talkingPoints, personaBrief: null, passages: input.passages });
      const shown = units.map((u) => ({ index: u.index, text: u.text }));
      unitsOf.set(shown, units);
      return shown;
    },
    decide(input) {
      const units = unitsOf.get(input.shown) ?? [];
      const out = decideTurn({ ownerName: input.ownerName, heard: input.heard, units, proposal: input.proposal, settings: NO_SETTINGS, withinRate: true, languageOf });
      return { decision: out.decision, said: out.said, reason: out.reason };
    },
  };
}

interface BaselineSource extends Shown {
  source: AvatarSource;
}

const normalise = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();

export function baselineRules(): Pipeline {
  const full = new WeakMap<Shown[], BaselineSource[]>();
  return {
    name: "baseline",
    sources(input) {
      // As gatherSources did at abaeac2: the talking points whole, then each passage with every speaker's lines.
      const out: BaselineSource[] = [];
      if (input.talkingPoints.trim()) out.push({ index: 1, text: input.talkingPoints, source: { kind: "talking_points", meeting_id: LIVE, meeting_title: null, quote: "", href: null } });
      for (const p of input.passages.slice(0, 6)) out.push({ index: out.length + 1, text: p.text, source: { kind: "meeting", meeting_id: p.meetingId, meeting_title: p.meetingTitle, quote: "", href: p.href } });
      const shown = out.map((s) => ({ index: s.index, text: s.text }));
      full.set(shown, out);
      return shown;
    },
    decide(input) {
      const sources = full.get(input.shown) ?? [];
      const p = input.proposal;
      const byIndex = new Map(sources.map((s) => [s.index, s]));
      const cited = (p?.sources ?? []).flatMap((c) => {
        const s = byIndex.get(c.source);
        return s && c.quote.trim() && normalise(s.text).includes(normalise(c.quote)) ? [{ ...s.source, quote: c.quote.trim().slice(0, 300) }] : [];
      });
      const proposal = p ? { decision: p.decision, text: p.answer, disclosure: p.disclosure, sources: cited } : { decision: "defer" as const, text: "", disclosure: "", sources: [] };
      const out = enforceRules(proposal, { ownerName: input.ownerName, question: input.heard, signOff: "", deferTopics: [], answerTopics: [], withinRate: true });
      return { decision: out.decision, said: out.said, reason: out.reason };
    },
  };
}
