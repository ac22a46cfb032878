import { describe, expect, it } from "vitest";
import { inboxPage } from "./inbox-page";
import { Mailbox } from "./mailbox";

const raw = (subject: string, html: string) =>
  Buffer.from(
    [
      "From: Understudy <recaps@understudy.test>",
      "To: ada@acme.test",
      `Subject: ${subject}`,
      "Message-ID: <recap-1@understudy.test>",
      "List-Unsubscribe: <http://app.test/api/recaps/unsubscribe?token=abc.",
      " def>",
      "MIME-Version: 1.0",
      'Content-Type: multipart/alternative; boundary="b"',
      "",
      "--b",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Plain <b>part</b>",
      "--b",
      "Content-Type: text/html; charset=utf-8",
      "",
      html,
      "--b--",
      "",
    ].join("\r\n"),
  );

describe("the sandbox inbox", () => {
  it("keeps the HTML alternative and unfolded headers, and shows both parts with the HTML in a sandboxed frame", async () => {
    const mailbox = new Mailbox();
    const mail = await mailbox.receive(raw("Recap: <Acme>", '<p style="color:red">Hello</p><script>alert(1)</script>'), { from: "recaps@understudy.test", to: ["ada@acme.test"] }, new Date("2026-11-28T10:00:00Z"));
    expect(mail.html).toContain('<p style="color:red">Hello</p>');
    expect(mail.text.trim()).toBe("Plain <b>part</b>");
    expect(mail.headers["list-unsubscribe"]).toBe("<http://app.test/api/recaps/unsubscribe?token=abc. def>");

    const page = inboxPage(mailbox.messages, null);
    expect(page).toContain("Inbox (1)");
    expect(page).toContain("Recap: &lt;Acme&gt;");
    // The message's HTML is only ever inside the frame's srcdoc, escaped, and the frame may run nothing.
    expect(page).toContain('<iframe title="HTML part" sandbox="" srcdoc="&lt;p style=&quot;color:red&quot;&gt;Hello&lt;/p&gt;&lt;script&gt;');
    expect(page).not.toContain("<script>");
    expect(page).toContain("<pre>Plain &lt;b&gt;part&lt;/b&gt;");
    expect(inboxPage([], null)).toContain("No mail yet");
  });
});
