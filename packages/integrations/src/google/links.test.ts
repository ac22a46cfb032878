import { describe, expect, it } from "vitest";
import { extractMeetingLinks, findUrls, htmlToText } from "./links";

describe("findUrls", () => {
  it("finds links in prose, trims trailing punctuation, and completes scheme-less meeting links", () => {
    expect(findUrls("Join (https://zoom.us/j/1234567890). Or https://meet.google.com/abc-defg-hij, thanks!")).toEqual([
      "https://zoom.us/j/1234567890",
      "https://meet.google.com/abc-defg-hij",
    ]);
    expect(findUrls("hop on meet.google.com/abc-defg-hij at 3?")).toEqual(["https://meet.google.com/abc-defg-hij"]);
    expect(findUrls("Click here to join the meeting<https://teams.microsoft.com/l/meetup-join/19%3ameeting_x/0>")).toEqual([
      "https://teams.microsoft.com/l/meetup-join/19%3ameeting_x/0",
    ]);
    expect(findUrls("mail me at someone@zoom.us/j/1 please")).toEqual([]);
  });
});

describe("extractMeetingLinks", () => {
  it("reads hrefs and text from HTML, unwraps trackers and de-duplicates the same meeting", () => {
    const html =
      '<p>Join: <a href="https://www.google.com/url?q=https://zoom.us/j/1234567890?pwd%3Dabc&amp;sa=D">Zoom</a></p>' +
      "<p>Dial-in backup: zoom.us/j/1234567890</p>" +
      '<p><a href="https://meet.google.com/abc-defg-hij?authuser=0">Meet</a> or https://meet.google.com/abc-defg-hij</p>';
    expect(extractMeetingLinks({ html: [html] })).toEqual([
      { platform: "zoom", url: "https://zoom.us/j/1234567890?pwd=abc" },
      { platform: "google_meet", url: "https://meet.google.com/abc-defg-hij" },
    ]);
  });

  it("trusts an anchor's href, not a URL shown as its text, and never a javascript: href", () => {
    const html =
      '<a href="https://zoom.us.secure-login.example/j/84512345678">https://zoom.us/j/84512345678</a>' +
      '<a href="javascript:alert(document.cookie)">https://meet.google.com/abc-defg-hij</a>';
    expect(extractMeetingLinks({ html: [html] })).toEqual([]);
  });

  it("handles entities, scripts and enormous inputs without choking", () => {
    const html = `<script>var u="https://zoom.us/j/1111111111"</script><a href='https://teams.live.com/meet/1234567890123?p=a&amp;b=c'>x</a>`;
    expect(extractMeetingLinks({ html: [html] })).toEqual([{ platform: "teams", url: "https://teams.live.com/meet/1234567890123?p=a&b=c" }]);
    const huge = `https://zoom.us/j/1234567890 ${"lorem ipsum ".repeat(400_000)} https://meet.google.com/abc-defg-hij`;
    expect(extractMeetingLinks({ text: [huge] })).toEqual([{ platform: "zoom", url: "https://zoom.us/j/1234567890" }]);
  });

  it("caps the number of links", () => {
    const text = Array.from({ length: 30 }, (_, i) => `https://zoom.us/j/${1_000_000_000 + i}`).join(" ");
    expect(extractMeetingLinks({ text: [text] })).toHaveLength(10);
  });
});

describe("htmlToText", () => {
  it("turns markup into readable lines", () => {
    expect(htmlToText("<div><b>Teams</b> meeting</div><div>Meeting&nbsp;ID: 123<br>Passcode: a&amp;b</div><style>p{}</style>")).toBe(
      "Teams meeting\nMeeting ID: 123\nPasscode: a&b",
    );
  });
});
