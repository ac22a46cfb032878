import type { RunningSummary } from "./schemas";

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
const minute = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`;

/**
 * The catch-up as plain text, for the notification, the email and the private chat message. `max` keeps it
 * within the channel's limit (Zoom chat: 4096 characters) by dropping list items, never the overview.
 */
export function catchUpText(summary: RunningSummary | null, options: { max: number }): string {
  if (!summary) return "The bot stood in for you; nothing was said before you joined.";
  const sections: [string, string[]][] = [
    ["Questions for you", summary.questions_for_user.map((q) => `- ${q.asked_by ? `${q.asked_by}: ` : ""}${q.text} (${minute(q.timestamp)})`)],
    ["Decisions", summary.decisions.map((d) => `- ${d.text} (${minute(d.timestamp)})`)],
    ["Action items", summary.action_items.map((a) => `- ${a.owner ? `${a.owner}: ` : ""}${a.text} (${minute(a.timestamp)})`)],
  ];
  let text = `What you missed: ${summary.overview.trim()}`;
  for (const [title, lines] of sections) {
    if (!lines.length) continue;
    const block = `\n\n${title}:\n${lines.join("\n")}`;
    if (text.length + block.length > options.max) break;
    text += block;
  }
  return clip(text, options.max);
}
