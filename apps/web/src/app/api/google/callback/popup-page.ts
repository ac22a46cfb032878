import type { CallbackOutcome } from "@understudy/services/google";

const escapeHtml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");

/**
 * What the consent popup shows last: the outcome in one line, a note to the opener, and window.close().
 * The Calendar page waits for the popup to close and then reads the connection status itself.
 */
export function renderPopupPage(outcome: CallbackOutcome): string {
  const note = JSON.stringify({ source: "understudy-google", ok: outcome.ok }).replaceAll("<", "\\u003c");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${outcome.ok ? "Google connected" : "Google not connected"} · Understudy</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#0b0b0f;color:#e7e7ea}main{max-width:22rem;padding:1.5rem;text-align:center}a{color:#8ab4f8}@media (prefers-color-scheme:light){body{background:#fff;color:#18181b}a{color:#1a56db}}</style>
</head>
<body><main><p role="status">${escapeHtml(outcome.message)}</p><p><a href="/calendar">Back to the Calendar page</a></p></main>
<script>try{if(window.opener){window.opener.postMessage(${note},window.location.origin)}}catch(e){}window.close();</script>
</body>
</html>`;
}
