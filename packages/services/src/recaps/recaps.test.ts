import { describe, expect, it } from "vitest";
import type { Recap } from "./compose";
import { ownerRecapMail, renderRecap } from "./message";
import { unsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token";

const SECRET = "a-secret-that-is-long-enough-0123456789abcdef";

const recap: Recap = {
  meetingId: "9b2f6a3e-0000-4000-8000-000000000001",
  userId: "user-1",
  owner: { name: "Ada Lovelace", email: "ada@acme.test" },
  summaryId: "s1",
  summaryVersion: 2,
  title: 'Pricing <script>alert("x")</script> & renewal',
  when: { startsAt: new Date("2026-11-24T15:00:00Z"), durationMinutes: 30 },
  gist: "The renewal discount was agreed.",
  overview: "Grace and Ben reviewed pricing.",
  keyPoints: [{ text: "Ten percent for two years", seconds: 12, url: "http://app.test/meetings/m?t=12" }],
  decisions: [{ text: "Keep the support tier", context: "Review in March", seconds: 140, url: "http://app.test/meetings/m?t=140" }],
  actionItems: [
    { text: "Send the revised quote", owner: "Ada Lovelace", ownerIsUser: true, due: "Friday", dueDate: "2026-11-27", done: false, seconds: 95, url: "http://app.test/meetings/m?t=95" },
    { text: "Book the venue", owner: null, ownerIsUser: false, due: null, dueDate: null, done: true, seconds: 3700, url: "http://app.test/meetings/m?t=3700" },
  ],
  attendees: [{ name: "Grace Hopper", email: "grace@acme.test", isOwner: false }],
  links: { meeting: "http://app.test/meetings/m", actionItems: "http://app.test/action-items" },
};

describe("the unsubscribe token", () => {
  it("names the user it was signed for, and nothing else verifies", () => {
    const token = unsubscribeToken(SECRET, "user-1");
    expect(verifyUnsubscribeToken(SECRET, token)).toBe("user-1");
    expect(verifyUnsubscribeToken("another-secret-that-is-long-enough-0123456789", token)).toBeNull();
    const [payload, mac] = token.split(".");
    // Another user's id with this signature, a flipped signature, garbage: all refused.
    expect(verifyUnsubscribeToken(SECRET, `${Buffer.from("user-2").toString("base64url")}.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${payload}.${mac?.startsWith("A") ? "B" : "A"}${mac?.slice(1)}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, "")).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, "x".repeat(500))).toBeNull();
  });
});

describe("the recap message", () => {
  it("escapes what the meeting says, and carries the moments, owners and due dates in both parts", () => {
    const { html, text, subject } = renderRecap(recap, { kind: "owner", unsubscribeUrl: "http://app.test/recaps/unsubscribe?token=t", settingsUrl: "http://app.test/settings#recaps" });
    expect(subject).toBe('Recap: Pricing <script>alert("x")</script> & renewal');
    expect(html).not.toContain("<script>");
    expect(html).toContain("Pricing &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; renewal");
    expect(html).toContain('href="http://app.test/meetings/m?t=95"');
    expect(html).toContain("Owner: You · Due: Friday (2026-11-27)");
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(text).toContain("- Send the revised quote\n  Owner: You · Due: Friday (2026-11-27)\n  [1:35] http://app.test/meetings/m?t=95");
    expect(text).toContain("- [done] Book the venue\n  No owner · Done\n  [1:01:40] http://app.test/meetings/m?t=3700");
    expect(text).toContain("Tuesday 24 November 2026, 15:00 UTC · 30 min");
  });

  it("gives people it is shared with the owner's name, not 'You', and no links into the owner's account", () => {
    const { html, text } = renderRecap(recap, { kind: "share", sharedBy: "Ada Lovelace" });
    expect(html).toContain("Owner: Ada Lovelace");
    expect(html).not.toContain("http://app.test");
    expect(text).not.toContain("http://app.test");
    expect(text).toContain("[at 1:35]");
  });

  it("has RFC 8058 one-click headers pointing at the signed POST endpoint, and a Message-ID fixed by the caller", () => {
    const mail = ownerRecapMail(recap, { from: { name: "Understudy", address: "no-reply@understudy.app" }, appUrl: "https://app.example", linkSecret: SECRET, messageId: "<recap-1@understudy.app>" });
    const token = unsubscribeToken(SECRET, "user-1");
    expect(mail.headers).toMatchObject({ "List-Unsubscribe": `<https://app.example/api/recaps/unsubscribe?token=${token}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mail.messageId).toBe("<recap-1@understudy.app>");
    expect(mail.html).toContain(`https://app.example/recaps/unsubscribe?token=${token}`);
  });
});
