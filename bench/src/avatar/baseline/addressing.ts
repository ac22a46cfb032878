/** Frozen copy of packages/services/src/avatar/'s hard rules at abaeac2 (before docs/decisions/050): the baseline `pnpm bench:avatar` measures beside today's rules. Not used by the product. */
import { normaliseName } from "@understudy/services/bots";

/**
 * Whether an utterance is said TO the user (so their stand-in should take it) rather than about them or to
 * the room. The user's first or full name used as a vocative ("Ada, …", "…, Ada?", "@Ada"), or their name in a
 * question in the second person ("What do you think, Ada?"). "Ada said…", "ask Ada", "when Ada is back" are
 * about them and pass.
 */
export interface AddressCheck {
  addressed: boolean;
  why: "vocative" | "question_to_user" | "bot_named" | "not_named" | "about_user" | "own_words";
}

const ABOUT = /\b(ask|tell|ping|email|cc|loop in|remind|with|from|for|about|without|like|told|and|or|thinks?|said|says|mentioned|wrote|wants?|was|is|will|would|has|had|'s)\b/i;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function addressedToUser(text: string, names: { full: string; botName?: string | null }): AddressCheck {
  const spoken = text.normalize("NFKC").trim();
  const full = normaliseName(names.full);
  const first = full.split(" ")[0] ?? "";
  if (!first) return { addressed: false, why: "not_named" };
  const flat = normaliseName(spoken);
  const bot = names.botName ? normaliseName(names.botName) : "";
  const question = /\?\s*$/.test(spoken) || /^(what|when|where|who|why|how|can|could|would|will|do|does|did|is|are|should|have|has)\b/i.test(spoken);
  if (bot && flat.includes(bot) && question) return { addressed: true, why: "bot_named" };
  const nameAlt = [full, first].filter(Boolean).map(escape).join("|");
  const name = new RegExp(String.raw`(^|[^\p{L}])(${nameAlt})(?=$|[^\p{L}])`, "iu");
  const lower = spoken.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  const m = name.exec(lower);
  if (!m) return { addressed: false, why: "not_named" };
  const [, lead = "", found = ""] = m;
  const at = m.index + lead.length;
  const before = lower.slice(0, at).trimEnd();
  const after = lower.slice(at + found.length).trimStart();
  // "Ada, …" / "Hey Ada …" / "@Ada" / "…, Ada?" / "… Ada." at the very end of a question.
  const opens = before === "" || /(^|\b)(hey|hi|hello|so|ok(ay)?|and|well|right|thanks)[,]?$/.test(before) || before.endsWith("@");
  const vocativeStart = opens && /^[,:!?]|^$/.test(after);
  const vocativeEnd = before.endsWith(",") && /^[?.!]*$/.test(after);
  const atSign = before.endsWith("@");
  if (vocativeStart || vocativeEnd || atSign) return { addressed: true, why: "vocative" };
  // Named mid-sentence: to them only when the sentence is a question put to "you" and the name is not the subject of a report.
  const aboutThem = ABOUT.test(before.split(/\s+/).slice(-1)[0] ?? "") || /^('s|s\b|is\b|was\b|will\b|would\b|has\b|had\b|said\b|says\b|thinks?\b|mentioned\b|wants?\b)/.test(after);
  if (!aboutThem && question && /\b(you|your|you're|you'll|you've)\b/i.test(spoken)) return { addressed: true, why: "question_to_user" };
  return { addressed: false, why: "about_user" };
}
