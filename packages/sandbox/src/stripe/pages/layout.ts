import { escapeHtml as e } from "../../core/http";

export const html = (body: string, status = 200) => new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });

export function money(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

export function day(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

export const TEST_CARD_HINT = `<aside class="hint" aria-label="Test cards">
  <strong>Sandbox test mode.</strong> Use <code>4242 4242 4242 4242</code> to pay or <code>4000 0000 0000 0002</code> for a decline, any future date and any CVC.
</aside>`;

/** The card fields Stripe's hosted pages show; `prefix` keeps ids unique when two forms share a page. */
export function cardFields(prefix = ""): string {
  return `<fieldset class="card-fields">
    <legend>Card information</legend>
    <label for="${prefix}cardNumber">Card number</label>
    <input id="${prefix}cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required>
    <div class="row">
      <div><label for="${prefix}cardExpiry">Expiration</label>
      <input id="${prefix}cardExpiry" name="cardExpiry" autocomplete="cc-exp" placeholder="MM / YY" required></div>
      <div><label for="${prefix}cardCvc">CVC</label>
      <input id="${prefix}cardCvc" name="cardCvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" required></div>
    </div>
    <label for="${prefix}billingName">Cardholder name</label>
    <input id="${prefix}billingName" name="billingName" autocomplete="cc-name" placeholder="Full name on card">
  </fieldset>`;
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)} – Sandbox Stripe</title>
<style>${STYLES}</style>
</head>
<body>
<main aria-labelledby="title">
  <div class="brand"><span class="logo">stripe</span><span class="tag">Sandbox · test mode</span></div>
  ${body}
  <p class="footnote">Local sandbox for Understudy. No real card is charged.</p>
</main>
</body>
</html>`;
}

const STYLES = `
:root{color-scheme:light dark;--bg:#f6f9fc;--card:#fff;--text:#1a1f36;--muted:#5c6478;--line:#e3e8ee;--accent:#635bff;--accent-text:#fff;--ok:#0e6245;--ok-bg:#cbf4c9;--warn:#983705;--warn-bg:#fcedb9;--err:#c0123c}
@media (prefers-color-scheme:dark){:root{--bg:#0f1324;--card:#1a1f36;--text:#f0f3f9;--muted:#a3acc2;--line:#30364f;--accent:#8d86ff;--accent-text:#0f1324;--ok:#a8f0c6;--ok-bg:#124c33;--warn:#ffd79a;--warn-bg:#5a3a06;--err:#ff8fa6}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
main{width:min(100% - 2rem,560px);margin:2rem auto;background:var(--card);border:1px solid var(--line);border-radius:12px;padding:28px}
.brand{display:flex;align-items:center;gap:.6rem;margin-bottom:1.25rem}
.logo{font-weight:800;font-size:1.4rem;letter-spacing:-.5px;color:var(--accent)}
.tag{font-size:.75rem;color:var(--warn);background:var(--warn-bg);border-radius:4px;padding:.1rem .45rem;font-weight:600}
h1{font-size:1.35rem;margin:.25rem 0 .25rem}h2{font-size:1.05rem;margin:1.5rem 0 .5rem}
.muted{color:var(--muted)}.amount{font-size:2rem;font-weight:700;margin:.25rem 0}
.amount small{font-size:.95rem;font-weight:400;color:var(--muted)}
form{display:grid;gap:.5rem;margin:0}
fieldset{border:0;padding:0;margin:0;display:grid;gap:.35rem}legend{font-weight:600;margin-bottom:.25rem}
label{font-size:.85rem;color:var(--muted)}
input{font:inherit;color:inherit;background:transparent;padding:.55rem .7rem;border:1px solid var(--line);border-radius:6px;width:100%}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.5rem}
button,.button{font:inherit;font-weight:600;border:0;border-radius:6px;padding:.65rem 1rem;cursor:pointer;text-decoration:none;display:inline-block;text-align:center}
.primary{background:var(--accent);color:var(--accent-text)}
.secondary{background:transparent;color:var(--text);border:1px solid var(--line)}
.danger{background:transparent;color:var(--err);border:1px solid currentColor}
button:focus-visible,input:focus-visible,a:focus-visible,summary:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.error{color:var(--err);font-weight:600;margin:.25rem 0}
.notice{background:var(--warn-bg);color:var(--warn);border-radius:6px;padding:.6rem .8rem}
.success{background:var(--ok-bg);color:var(--ok);border-radius:6px;padding:.6rem .8rem}
.hint{font-size:.85rem;color:var(--muted);border:1px dashed var(--line);border-radius:6px;padding:.6rem .8rem;margin:1rem 0}
code{font-family:ui-monospace,Menlo,monospace}
.badge{font-size:.75rem;font-weight:600;border-radius:4px;padding:.1rem .4rem;background:var(--ok-bg);color:var(--ok)}
.badge.warn{background:var(--warn-bg);color:var(--warn)}.badge.off{background:var(--line);color:var(--muted)}
table{width:100%;border-collapse:collapse;font-size:.9rem}th,td{text-align:left;padding:.45rem .25rem;border-bottom:1px solid var(--line)}
.back{display:inline-block;margin-bottom:1rem;color:var(--muted)}
.actions{display:flex;gap:.5rem;flex-wrap:wrap;margin-top:.75rem}
details summary{cursor:pointer;font-weight:600;margin:.5rem 0}
.footnote{margin-top:1.5rem;font-size:.75rem;color:var(--muted)}
`;
