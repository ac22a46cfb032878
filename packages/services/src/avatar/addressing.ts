import { normaliseName } from "../bots/stand-in/owner";

/**
 * Whether an utterance is said TO the user (so their stand-in should take it) rather than about them or to
 * the room. The user's first or full name used as a vocative ("Ada, …", "Hey Ada — quick one", "…, Ada?", "@Ada"),
 * or their name in a question put to "you" ("What do you think of it, Ada Lovelace?"). "Ada said…", "ask Ada",
 * "did you talk to Ada?" are about them; "everyone except Ada", "not you, Ada" name them only to leave them out.
 */
export interface AddressCheck {
  addressed: boolean;
  why: "vocative" | "question_to_user" | "bot_named" | "not_named" | "about_user" | "excluded" | "own_words";
}

/** The word before the name that makes the line about them: verbs of reporting, prepositions, conjunctions. */
const ABOUT =
  /^(ask|asked|tell|told|ping|pinged|email|emailed|cc|loop|remind|with|from|for|about|without|like|and|or|thinks?|said|says|mentioned|wrote|wants?|was|is|will|would|has|had|to|at|on|by|of|than|via|per|behind|after|before|call|called|message|messaged|text|texted|send|sent|give|gave|show|showed|let|invite|invited|meet|met|saw|see|heard|hear|know|knows|thank|thanked|'s)$/;
/** Words that leave the named person out: "everyone except Ada", "all but Ada", "not you Ada", "apart from Ada". */
const EXCLUDING = /(\b(except|excepting|excluding|(all|everyone|everybody|anyone|anybody|nobody|each of you|all of you) but|besides|minus|barring|without|other than|apart from|aside from|except for|not|not you|not for|never mind|nevermind)|\bnot (you|for you)[,]?)\s*$/;
const EXCLUDED_AFTER = /^[,]?\s*(excluded|aside|not included|you're excused|you are excused|not you|don't worry|no need)\b/;
/** Openers before a vocative: "Hey Ada", "So Ada", "Thanks Ada". */
const OPENER = /(^|\b)(hey|hi|hello|so|ok(ay)?|and|well|right|thanks|thank you|sorry|quick question|question for|over to you|yo|oh)[,]?$/;
/** What may follow a vocative: punctuation of any kind (comma, dash, colon, ellipsis…) or nothing. */
const AFTER_VOCATIVE = /^([,:;!?.\u2014\u2013\u2026]|-+(\s|$)|$)/;
/** A vocative without punctuation, as transcripts often come: "Ada what do you think", "Ada can you…". */
const ASKS_NEXT = /^(what|when|where|who|why|how|any|quick|question|got a (sec|second|minute)|(can|could|would|will|do|did|are|have|should) you)\b/;
const GREETING_LEAD = /^(hey|hi|hello|yo|over to you)\b/;

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
  const name = new RegExp(String.raw`(^|[^\p{L}])(${nameAlt})(?=$|[^\p{L}])`, "giu");
  const lower = spoken.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const mentions = [...lower.matchAll(name)];
  if (!mentions.length) return { addressed: false, why: "not_named" };

  let excluded = 0;
  for (const m of mentions) {
    const [, lead = "", found = ""] = m;
    const at = m.index + lead.length;
    const before = lower.slice(0, at).trimEnd();
    const after = lower.slice(at + found.length).trimStart();
    if (EXCLUDING.test(before) || EXCLUDED_AFTER.test(after)) {
      excluded++;
      continue;
    }
    // "Ada, …" / "Hey Ada — …" / "@Ada" / "…, Ada?" / "Ada what do you think" / "Can you, Ada, …".
    const opens = before === "" || OPENER.test(before) || before.endsWith("@");
    if ((opens && (AFTER_VOCATIVE.test(after) || ASKS_NEXT.test(after) || GREETING_LEAD.test(before))) || before.endsWith("@")) return { addressed: true, why: "vocative" };
    if (/[,\u2014\u2013-]$/.test(before) && (/^[?.!]*$/.test(after) || /^[,\u2014\u2013]/.test(after))) return { addressed: true, why: "vocative" };
    // Named mid-sentence: to them only in a question put to "you", when the name is not the object or subject of a report.
    const previous = before.split(/\s+/).at(-1) ?? "";
    const aboutThem = ABOUT.test(previous) || /^('s|s\b|is\b|was\b|will\b|would\b|has\b|had\b|said\b|says\b|thinks?\b|mentioned\b|wants?\b)/.test(after);
    // "Ben, can you send Ada the deck?": the line opens on someone else's name, so "you" is Ben.
    const toSomeoneElse = /^[\p{L}'-]+( [\p{L}'-]+)?,/u.test(spoken) && !new RegExp(String.raw`^(${nameAlt}|hey|hi|hello|so|ok(ay)?|well|right|thanks|sorry|yes|yeah|no|and|but)\b`, "i").test(lower);
    if (!aboutThem && !toSomeoneElse && question && /\b(you|your|you're|you'll|you've)\b/i.test(spoken)) return { addressed: true, why: "question_to_user" };
  }
  return excluded === mentions.length ? { addressed: false, why: "excluded" } : { addressed: false, why: "about_user" };
}
