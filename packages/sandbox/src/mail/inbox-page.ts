import { escapeHtml as e } from "../core/http";
import type { ReceivedMail } from "./mailbox";

/**
 * `/__sandbox/mail`: what the SMTP sink received, as a person reads it offline (`pnpm start`): the list, newest
 * first, and one message with its headers, its HTML part (in a sandboxed frame: no scripts, no same-origin) and
 * its text part. Tests read `/__sandbox/mail/messages` instead.
 */
export function inboxPage(messages: readonly ReceivedMail[], selectedId: string | null): string {
  const newestFirst = [...messages].reverse();
  const selected = (selectedId ? messages.find((m) => m.id === selectedId) : newestFirst[0]) ?? null;
  const list = newestFirst.length
    ? `<ol class="list">${newestFirst
        .map(
          (m) => `<li${m.id === selected?.id ? ' aria-current="true"' : ""}><a href="/__sandbox/mail?id=${encodeURIComponent(m.id)}">
  <span class="subject">${e(m.subject ?? "(no subject)")}</span>
  <span class="meta">${e(m.envelope_to.join(", "))} · ${e(m.received_at.replace("T", " ").slice(0, 19))} UTC</span></a></li>`,
        )
        .join("")}</ol>`
    : `<p class="empty">No mail yet. Messages the app sends to the sandbox's SMTP server appear here.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Inbox (${messages.length}) – Sandbox mail</title>
<style>${STYLES}</style>
</head>
<body>
<header><h1>Sandbox mail</h1><p>Everything the app sent to the local SMTP server, kept until the sandbox is reset. <a href="/__sandbox/mail/messages">JSON</a></p></header>
<div class="panes">
<nav aria-label="Messages">${list}</nav>
<main>${selected ? messageView(selected) : ""}</main>
</div>
</body>
</html>`;
}

function messageView(m: ReceivedMail): string {
  const who = (list: ReceivedMail["from"]) => list.map((a) => (a.name ? `${a.name} <${a.address}>` : a.address)).join(", ");
  const rows: [string, string][] = [
    ["From", who(m.from)],
    ["To", who(m.to)],
    ["Envelope to", m.envelope_to.join(", ")],
    ["Subject", m.subject ?? ""],
    ["Message-ID", m.message_id ?? ""],
    ["Received", m.received_at],
    ...(["list-unsubscribe", "list-unsubscribe-post"] as const).filter((h) => m.headers[h]).map((h): [string, string] => [h, m.headers[h] ?? ""]),
  ];
  return `<article aria-labelledby="subject">
<h2 id="subject">${e(m.subject ?? "(no subject)")}</h2>
<dl>${rows.map(([k, v]) => `<dt>${e(k)}</dt><dd>${e(v)}</dd>`).join("")}</dl>
${m.html ? `<h3>HTML part</h3><iframe title="HTML part" sandbox="" srcdoc="${e(m.html)}"></iframe>` : ""}
<h3>Text part</h3>
<pre>${e(m.text)}</pre>
</article>`;
}

const STYLES = `
:root{color-scheme:light dark;--bg:#f5f6f8;--card:#fff;--text:#1b1e24;--muted:#5d6470;--line:#dfe3e8;--accent:#2f5bd3}
@media (prefers-color-scheme:dark){:root{--bg:#111318;--card:#1b1e24;--text:#eef0f3;--muted:#a4abb7;--line:#323843;--accent:#8fb0ff}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
header{padding:16px 20px;border-bottom:1px solid var(--line)}
header h1{margin:0;font-size:1.25rem}
header p{margin:.25rem 0 0;color:var(--muted)}
a{color:var(--accent)}
.panes{display:grid;grid-template-columns:minmax(0,1fr);gap:16px;padding:16px}
@media (min-width:800px){.panes{grid-template-columns:320px minmax(0,1fr)}}
.list{list-style:none;margin:0;padding:0;display:grid;gap:6px}
.list a{display:grid;padding:10px 12px;border:1px solid var(--line);border-radius:8px;background:var(--card);text-decoration:none;color:inherit}
.list li[aria-current] a{border-color:var(--accent);box-shadow:0 0 0 1px var(--accent)}
.subject{font-weight:600;overflow-wrap:anywhere}
.meta{color:var(--muted);font-size:.85rem;overflow-wrap:anywhere}
.empty{color:var(--muted)}
article{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:16px;min-width:0}
article h2{margin:0 0 8px;font-size:1.1rem;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:2px 12px;margin:0 0 12px;font-size:.9rem}
dt{color:var(--muted)}
dd{margin:0;overflow-wrap:anywhere}
iframe{width:100%;height:70vh;border:1px solid var(--line);border-radius:6px;background:#fff}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:var(--bg);padding:12px;border-radius:6px;font-size:.85rem}
`;
