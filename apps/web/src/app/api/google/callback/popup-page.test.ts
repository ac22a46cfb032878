import { describe, expect, it } from "vitest";
import { renderPopupPage } from "./popup-page";

describe("renderPopupPage", () => {
  it("shows the outcome, tells the opener, and closes itself", () => {
    const html = renderPopupPage({ ok: true, message: "Connected ada@understudy.test. You can close this window." });
    expect(html).toContain('<p role="status">Connected ada@understudy.test. You can close this window.</p>');
    expect(html).toContain('window.opener.postMessage({"source":"understudy-google","ok":true},window.location.origin)');
    expect(html).toContain("window.close();");
    expect(html).toContain("<title>Google connected · Understudy</title>");
  });

  it("escapes the message so nothing from the query string becomes markup", () => {
    const html = renderPopupPage({ ok: false, message: `Google answered: <script>alert("x")</script>&'` });
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("Google answered: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;");
    expect(html).toContain('"ok":false');
    expect(html).toContain("<title>Google not connected · Understudy</title>");
  });
});
