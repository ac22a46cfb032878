import { foldForRules } from "./commitments";

/**
 * Who is speaking: the avatar never says it is the owner (nor that it is human), and a question about the avatar
 * itself ("are you a bot?", "am I talking to Ada?") is answered by the disclosure and nothing more.
 */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const nameAlt = (ownerName: string) =>
  [ownerName.trim(), ownerName.trim().split(/\s+/)[0] ?? ""]
    .filter(Boolean)
    .map((n) => escape(n.toLowerCase()))
    .join("|");

const MACHINE = "ai|a\\.i\\.|bot|robot|machine|computer|program|assistant|avatar|stand-in|standin|understudy|recording|language model|llm|chatbot";

/** "I'm Ada", "this is Ada speaking", "Ada here", "I'm not a bot", "I'm a real person": said by the avatar, a lie. */
export function claimsToBeOwner(text: string, ownerName: string): string | null {
  const t = foldForRules(text);
  const who = nameAlt(ownerName);
  const patterns = [
    new RegExp(String.raw`\b(i am|i'm|im|this is|it's|it is|speaking as|here is|you're talking to|you are talking to)\s+(really |actually |the real |indeed )?(${who})\b(?!'s|\s+'s|s\b)`),
    new RegExp(String.raw`(^|[.!?,]\s*)(${who})\s+(here|speaking)\b`),
    new RegExp(String.raw`\b(i am|i'm|im)\s+(not|no)\s+(an?\s+)?(${MACHINE})\b`),
    /\b(i am|i'm|im)\s+(a\s+)?(human|real person|real human|person,? not)\b/,
    new RegExp(String.raw`\bas (${who}),? i\b`),
  ];
  for (const p of patterns) {
    const m = p.exec(t);
    if (m) return m[0].trim();
  }
  return null;
}

/** A question about the avatar: is it a bot, a recording, really the owner, who is this. */
export function asksAboutAvatar(question: string, ownerName: string, botName?: string | null): boolean {
  const t = foldForRules(question);
  const who = [nameAlt(ownerName), botName ? escape(botName.toLowerCase()) : ""].filter(Boolean).join("|");
  const patterns = [
    new RegExp(String.raw`\bare you (an? |the |just an? )?(${MACHINE}|human|a human|a person|real|for real|live|there|still there|here|with us|on the call|listening|really (${who})|actually (${who})|(${who}))\b`),
    new RegExp(String.raw`\bis (this|that|it) (really |actually )?(you|(${who})|an? (${MACHINE})|the (${MACHINE}))\b(?!'s)`),
    new RegExp(String.raw`\b(am i|are we) (talking|speaking|chatting) (to|with) (an? |the )?(${MACHINE}|human|person|real|(${who}))\b`),
    /\bwho (am i|are we) (talking|speaking) (to|with)\b|\bwho('s| is) (this|that|speaking|talking)\b|\bwhat are you\b/,
    new RegExp(String.raw`\bis (${who}) (really |actually )?(here|there|on the call|on the line|in the call|listening|with us)\b`),
  ];
  return patterns.some((p) => p.test(t));
}
