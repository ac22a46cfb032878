import type { Recap } from "./compose";
import { dueLabel, momentLabel, ownerLabel, recapWhen, sharerName, type RecapAudience } from "./message-parts";

/** The plain-text alternative: the same sections as the HTML, each link on its own line. */
export function recapText(recap: Recap, audience: RecapAudience): string {
  const owner = audience.kind === "owner";
  const at = (m: { seconds: number; url: string }) => (owner ? `[${momentLabel(m.seconds)}] ${m.url}` : `[at ${momentLabel(m.seconds)}]`);
  const lines: string[] = [];
  if (!owner) lines.push(`${sharerName(recap)} shared the recap of a meeting you attended.`, "");
  lines.push(recap.title, recapWhen(recap), "");
  if (recap.gist) lines.push(recap.gist, "");
  if (recap.overview) lines.push("SUMMARY", recap.overview, "");
  if (recap.keyPoints.length) {
    lines.push("KEY POINTS");
    for (const k of recap.keyPoints) lines.push(`- ${k.text}`, `  ${at(k)}`);
    lines.push("");
  }
  if (recap.decisions.length) {
    lines.push("DECISIONS");
    for (const d of recap.decisions) lines.push(`- ${d.text}${d.context ? ` (${d.context})` : ""}`, `  ${at(d)}`);
    lines.push("");
  }
  lines.push("ACTION ITEMS");
  if (!recap.actionItems.length) lines.push("- None were named.");
  for (const item of recap.actionItems) {
    const who = ownerLabel(item, audience);
    const due = dueLabel(item);
    const meta = [who ? `Owner: ${who}` : "No owner", due ? `Due: ${due}` : null, item.done ? "Done" : null].filter(Boolean).join(" · ");
    lines.push(`- ${item.done ? "[done] " : ""}${item.text}`, `  ${meta}`, `  ${at(item)}`);
  }
  if (owner) lines.push("", `All your action items: ${recap.links.actionItems}`);
  lines.push("");
  lines.push("WHO ATTENDED");
  lines.push(recap.attendees.length ? recap.attendees.map((a) => a.name).join(", ") : "The bot recorded no attendance.");
  lines.push("");
  if (audience.kind === "owner") {
    lines.push(`Open the meeting: ${recap.links.meeting}`, "", "--", "You get this because recap emails are on in your Understudy settings.");
    lines.push(`Stop recap emails: ${audience.unsubscribeUrl}`, `Settings: ${audience.settingsUrl}`);
  } else {
    lines.push("--", `Sent by Understudy on behalf of ${sharerName(recap)}, who chose to share it with people who were in the meeting.`);
  }
  return `${lines.join("\n")}\n`;
}
