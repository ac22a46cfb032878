import type { Recap } from "./compose";
import { dueLabel, momentLabel, ownerLabel, recapWhen, sharerName, type RecapAudience } from "./message-parts";

const e = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

// Mail clients drop <style> blocks and external CSS unevenly: every rule that matters is inline, on tables.
// Colours are mid-contrast on an explicit background, so a client that inverts for dark mode keeps them readable;
// clients that honour prefers-color-scheme (Apple Mail, iOS) get the dark palette from the one <style> block.
const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
const TEXT = "color:#1f2328;";
const MUTED = "color:#59636e;";
const LINK = "color:#0b57d0;";
const H2 = `${FONT}${TEXT}font-size:16px;line-height:22px;font-weight:600;margin:24px 0 8px;`;
const P = `${FONT}${TEXT}font-size:15px;line-height:22px;margin:0 0 12px;`;

/** The HTML alternative: one column, at most 600 px wide, readable from 320 px up; tables for layout. */
export function recapHtml(recap: Recap, audience: RecapAudience): string {
  const owner = audience.kind === "owner";
  const moment = (m: { seconds: number; url: string }) =>
    owner
      ? `<a href="${e(m.url)}" style="${FONT}${LINK}font-size:13px;text-decoration:underline;white-space:nowrap;">${e(momentLabel(m.seconds))}</a>`
      : `<span style="${FONT}${MUTED}font-size:13px;white-space:nowrap;">at ${e(momentLabel(m.seconds))}</span>`;
  const list = (rows: string[]) =>
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">${rows.join("")}</table>`;
  const row = (body: string, at: string) =>
    `<tr><td style="${FONT}${TEXT}font-size:15px;line-height:22px;padding:6px 8px 6px 0;border-bottom:1px solid #d8dee4;vertical-align:top;">${body}</td><td align="right" style="padding:6px 0;border-bottom:1px solid #d8dee4;vertical-align:top;width:64px;">${at}</td></tr>`;

  const sections: string[] = [];
  if (recap.overview) sections.push(`<h2 class="r-text" style="${H2}">Summary</h2><p class="r-text" style="${P}">${e(recap.overview)}</p>`);
  if (recap.keyPoints.length) sections.push(`<h2 class="r-text" style="${H2}">Key points</h2>${list(recap.keyPoints.map((k) => row(e(k.text), moment(k))))}`);
  if (recap.decisions.length)
    sections.push(
      `<h2 class="r-text" style="${H2}">Decisions</h2>${list(
        recap.decisions.map((d) => row(`${e(d.text)}${d.context ? `<br><span class="r-muted" style="${MUTED}font-size:13px;">${e(d.context)}</span>` : ""}`, moment(d))),
      )}`,
    );
  const items = recap.actionItems.map((item) => {
    const who = ownerLabel(item, audience);
    const due = dueLabel(item);
    const meta = [who ? `Owner: ${e(who)}` : "No owner", due ? `Due: ${e(due)}` : null, item.done ? "Done" : null].filter(Boolean).join(" · ");
    const text = item.done ? `<s>${e(item.text)}</s>` : e(item.text);
    return row(`${text}<br><span class="r-muted" style="${MUTED}font-size:13px;">${meta}</span>`, moment(item));
  });
  sections.push(
    `<h2 class="r-text" style="${H2}">Action items</h2>${items.length ? list(items) : `<p class="r-muted" style="${P}${MUTED}">None were named.</p>`}${
      owner ? `<p style="${P}margin-top:12px;"><a href="${e(recap.links.actionItems)}" style="${LINK}">All your action items</a></p>` : ""
    }`,
  );
  sections.push(
    `<h2 class="r-text" style="${H2}">Who attended</h2><p class="r-text" style="${P}">${
      recap.attendees.length ? e(recap.attendees.map((a) => a.name).join(", ")) : "The bot recorded no attendance."
    }</p>`,
  );

  const intro = owner ? "" : `<p class="r-muted" style="${P}${MUTED}">${e(sharerName(recap))} shared the recap of a meeting you attended.</p>`;
  const button = owner
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:20px 0 0;"><tr><td style="border-radius:6px;background:#0b57d0;"><a href="${e(recap.links.meeting)}" style="${FONT}display:inline-block;padding:10px 16px;color:#ffffff;font-size:15px;font-weight:600;text-decoration:none;border-radius:6px;">Open the meeting</a></td></tr></table>`
    : "";
  const footer =
    audience.kind === "owner"
      ? `You get this because recap emails are on in your Understudy settings. <a href="${e(audience.unsubscribeUrl)}" style="${MUTED}text-decoration:underline;">Stop recap emails</a> · <a href="${e(audience.settingsUrl)}" style="${MUTED}text-decoration:underline;">Settings</a>`
      : `Sent by Understudy on behalf of ${e(sharerName(recap))}, who chose to share it with people who were in the meeting.`;

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${e(recap.title)}</title>
<style>
@media (prefers-color-scheme: dark) {
  .r-body, .r-card { background:#161b22 !important; }
  .r-text { color:#e6edf3 !important; }
  .r-muted, .r-muted * { color:#9da7b3 !important; }
  a { color:#79b8ff !important; }
}
</style>
</head>
<body class="r-body" style="margin:0;padding:0;background:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="r-body" style="background:#f3f4f6;">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="r-card" style="max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:24px 20px;">
${intro}
<h1 class="r-text" style="${FONT}${TEXT}font-size:22px;line-height:28px;font-weight:700;margin:0 0 4px;">${e(recap.title)}</h1>
<p class="r-muted" style="${FONT}${MUTED}font-size:13px;line-height:18px;margin:0 0 16px;">${e(recapWhen(recap))}</p>
${recap.gist ? `<p class="r-text" style="${P}font-weight:600;">${e(recap.gist)}</p>` : ""}
${sections.join("\n")}
${button}
</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">
<tr><td class="r-muted" style="${FONT}${MUTED}font-size:12px;line-height:18px;padding:16px 20px;">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
