import type { SlackBlock } from "@understudy/integrations/slack";
import type { Recap, RecapMoment } from "../recaps/compose";

/** Block Kit's limits (https://api.slack.com/reference/block-kit/blocks): a header's text, a section's text. */
const HEADER_MAX = 150;
const SECTION_MAX = 3000;

/** mrkdwn's three control characters (https://api.slack.com/reference/surfaces/formatting#escaping). */
const escape = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
const at = (seconds: number) => {
  const s = Math.max(0, Math.floor(seconds));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return hh > 0 ? `${hh}:${String(mm).padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
};
const link = (moment: RecapMoment) => `<${moment.url}|${at(moment.seconds)}>`;

/** A titled list that fits one section: lines until the next would pass 3,000 characters, then how many are left. */
function listSection(title: string, lines: readonly string[]): SlackBlock | null {
  if (lines.length === 0) return null;
  let text = `*${title}*`;
  for (let i = 0; i < lines.length; i++) {
    const more = `\n…and ${lines.length - i} more in Understudy`;
    const next = `\n• ${lines[i]}`;
    if (text.length + next.length + (i < lines.length - 1 ? more.length : 0) > SECTION_MAX) return section(text + more);
    text += next;
  }
  return section(text);
}

const section = (text: string): SlackBlock => ({ type: "section", text: { type: "mrkdwn", text: clip(text, SECTION_MAX) } });

function actionItemLine(item: Recap["actionItems"][number]): string {
  const owner = item.owner ? ` — _${escape(item.owner)}_` : "";
  // The day when one was read, else the deadline as it was said.
  const dueText = item.dueDate ?? item.due;
  const due = dueText ? ` (due ${escape(dueText)})` : "";
  const text = item.done ? `~${escape(clip(item.text, 500))}~` : escape(clip(item.text, 500));
  return `${text}${owner}${due} ${link(item)}`;
}

/** The recap (the same `Recap` the email renders) as Block Kit blocks (at most 9, well under Slack's 50) and the plain `text` notifications show. */
export function recapMessage(recap: Recap): { text: string; blocks: SlackBlock[] } {
  const startsAt = recap.when.startsAt;
  const blocks: (SlackBlock | null)[] = [
    { type: "header", text: { type: "plain_text", text: clip(`Recap: ${recap.title}`, HEADER_MAX), emoji: true } },
    { type: "context", elements: [{ type: "mrkdwn", text: `<!date^${Math.floor(startsAt.getTime() / 1000)}^{date_short_pretty} at {time}|${startsAt.toISOString()}> · Understudy` }] },
    section(`*${escape(clip(recap.gist, 300))}*\n${escape(recap.overview)}`),
    listSection("Key points", recap.keyPoints.map((p) => `${escape(clip(p.text, 500))} ${link(p)}`)),
    listSection("Decisions", recap.decisions.map((d) => `${escape(clip(d.text, 500))} ${link(d)}`)),
    listSection("Action items", recap.actionItems.map(actionItemLine)),
    { type: "divider" },
    {
      type: "actions",
      elements: [
        { type: "button", text: { type: "plain_text", text: "Open meeting" }, url: recap.links.meeting, action_id: "open_meeting", style: "primary" },
        { type: "button", text: { type: "plain_text", text: "Transcript" }, url: recap.keyPoints[0]?.url ?? recap.links.meeting, action_id: "open_transcript" },
        ...(recap.actionItems.length > 0 ? [{ type: "button", text: { type: "plain_text", text: "Action items" }, url: recap.links.actionItems, action_id: "open_action_items" }] : []),
      ],
    },
  ];
  const open = recap.actionItems.filter((i) => !i.done).length;
  const text = clip(`Recap: ${recap.title} — ${recap.gist}${open > 0 ? ` (${open} action item${open === 1 ? "" : "s"})` : ""}`, 3000);
  return { text, blocks: blocks.filter((b): b is SlackBlock => b !== null) };
}
