import { escapeHtml as e } from "../../core/http";
import type { Account } from "./accounts";
import { describeScope } from "./scopes";

export const CONFIRM_PATH = "/o/oauth2/v2/auth/confirm";

export interface PickerPageInput {
  /** Original authorization query string, re-posted with each choice. */
  query: string;
  accounts: readonly Account[];
  /** Email of the `login_hint` account, highlighted and focused. */
  hintedEmail?: string;
  /** Pre-fills "Use another account" when the hint is not a listed account. */
  otherEmail?: string;
  otherName?: string;
  clientLabel: string;
  scopes: readonly string[];
  avatarUrl: (account: Account) => string;
  error?: string;
}

export function renderPickerPage(input: PickerPageInput): string {
  const hidden = `<input type="hidden" name="request" value="${e(input.query)}">`;
  const accountItems = input.accounts
    .map((account) => {
      const hinted = account.email === input.hintedEmail;
      return `<li><button type="submit" name="email" value="${e(account.email)}" class="account${hinted ? " hinted" : ""}"${hinted ? ' data-hinted="true" autofocus' : ""}>
        <img src="${e(input.avatarUrl(account))}" alt="" width="36" height="36">
        <span class="who"><span class="name">${e(account.name)}</span><span class="email">${e(account.email)}</span></span>
        ${account.note ? `<span class="badge">${e(account.note)}</span>` : ""}
        ${hinted ? '<span class="visually-hidden">(suggested)</span>' : ""}
      </button></li>`;
    })
    .join("\n");
  const openOther = input.otherEmail !== undefined || input.error !== undefined;
  const scopeItems = input.scopes.map((scope) => `<li>${e(describeScope(scope))}</li>`).join("");

  return page(
    "Choose an account",
    `<h1 id="title">Choose an account</h1>
    <p class="subtitle">to continue to <strong>${e(input.clientLabel)}</strong></p>
    ${input.error ? `<p class="error" role="alert">${e(input.error)}</p>` : ""}
    <form method="post" action="${CONFIRM_PATH}" aria-label="Demo accounts">
      ${hidden}<input type="hidden" name="action" value="choose">
      <ul class="accounts">${accountItems}</ul>
    </form>
    <details class="other"${openOther ? " open" : ""}>
      <summary>Use another account</summary>
      <form method="post" action="${CONFIRM_PATH}" aria-label="Use another account">
        ${hidden}<input type="hidden" name="action" value="other">
        <label for="other-email">Email</label>
        <input id="other-email" name="email" type="email" required autocomplete="email" value="${e(input.otherEmail ?? "")}">
        <label for="other-name">Name</label>
        <input id="other-name" name="name" type="text" autocomplete="name" placeholder="Optional" value="${e(input.otherName ?? "")}">
        <button type="submit" class="primary">Continue</button>
      </form>
    </details>
    <section class="scopes" aria-labelledby="scopes-title">
      <h2 id="scopes-title">Sandbox Google will share with ${e(input.clientLabel)}:</h2>
      <ul>${scopeItems}</ul>
    </section>
    <form method="post" action="${CONFIRM_PATH}" class="cancel" aria-label="Cancel sign-in">
      ${hidden}<input type="hidden" name="action" value="cancel">
      <button type="submit" class="secondary">Cancel</button>
    </form>`,
  );
}

export function renderErrorPage(message: string): string {
  return page(
    "Error 400: invalid_request",
    `<h1 id="title">Access blocked: this request is invalid</h1>
    <p class="error" role="alert">Error 400: invalid_request</p>
    <p>${e(message)}</p>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)} – Sandbox Google</title>
<style>${STYLES}</style>
</head>
<body>
<main class="card" aria-labelledby="title">
  <div class="brand"><span class="logo" aria-hidden="true"><b class="b">G</b><b class="r">o</b><b class="y">o</b><b class="b">g</b><b class="g">l</b><b class="r">e</b></span><span class="tag">Sandbox Google</span></div>
  ${body}
  <p class="footnote">Local sandbox for Understudy. No real Google account is used.</p>
</main>
</body>
</html>`;
}

const STYLES = `
:root{color-scheme:light dark;--bg:#f0f4f9;--card:#fff;--text:#1f1f1f;--muted:#444746;--line:#dadce0;--hover:#f1f3f4;--accent:#0b57d0;--err:#b3261e}
@media (prefers-color-scheme:dark){:root{--bg:#131314;--card:#1e1f20;--text:#e3e3e3;--muted:#c4c7c5;--line:#444746;--hover:#2a2b2c;--accent:#a8c7fa;--err:#f2b8b5}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text);font:15px/1.45 "Google Sans",Roboto,Arial,sans-serif}
.card{width:min(100% - 2rem,450px);background:var(--card);border-radius:28px;padding:36px 36px 24px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
.brand{display:flex;align-items:baseline;gap:.5rem;margin-bottom:1rem}
.logo{font-size:1.5rem;font-weight:600;letter-spacing:-.5px}.logo b{font-weight:inherit}
.b{color:#4285f4}.r{color:#ea4335}.y{color:#fbbc05}.g{color:#34a853}
.tag{font-size:.8rem;color:var(--muted);border:1px solid var(--line);border-radius:999px;padding:0 .5rem}
h1{font-size:1.75rem;font-weight:400;margin:.25rem 0}
.subtitle{margin:0 0 1.25rem;color:var(--muted)}
ul.accounts{list-style:none;margin:0;padding:0;border-top:1px solid var(--line)}
.account{all:unset;box-sizing:border-box;display:flex;align-items:center;gap:.85rem;width:100%;padding:.7rem .5rem;border-bottom:1px solid var(--line);cursor:pointer}
.account:hover{background:var(--hover)}
.account:focus-visible,button:focus-visible,input:focus-visible,summary:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.account.hinted{background:var(--hover);box-shadow:inset 4px 0 0 var(--accent)}
.account img{border-radius:50%;flex:none}
.who{display:flex;flex-direction:column;min-width:0}.name{font-weight:500}.email{color:var(--muted);font-size:.875rem;overflow-wrap:anywhere}
.badge{margin-left:auto;font-size:.75rem;color:var(--accent);border:1px solid currentColor;border-radius:999px;padding:.05rem .5rem}
.other{margin:.75rem 0}.other summary{cursor:pointer;padding:.5rem;font-weight:500}
.other form{display:grid;gap:.35rem;padding:.25rem .5rem}
label{font-size:.8rem;color:var(--muted)}
input[type=email],input[type=text]{font:inherit;color:inherit;background:transparent;padding:.6rem .75rem;border:1px solid var(--line);border-radius:6px}
button.primary,button.secondary{font:inherit;font-weight:500;border-radius:999px;padding:.55rem 1.4rem;cursor:pointer}
button.primary{justify-self:end;margin-top:.5rem;border:0;background:var(--accent);color:var(--card)}
button.secondary{border:1px solid var(--line);background:transparent;color:var(--accent)}
.scopes{font-size:.85rem;color:var(--muted)}.scopes h2{font-size:.85rem;font-weight:500;margin:.5rem 0 .25rem}.scopes ul{margin:0;padding-left:1.2rem}
.cancel{display:flex;justify-content:flex-end;margin-top:1rem}
.error{color:var(--err);font-weight:500}
.footnote{margin-top:1.5rem;font-size:.75rem;color:var(--muted)}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
