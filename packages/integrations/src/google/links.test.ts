import { describe, expect, it } from "vitest";
import { classifyConferenceUrl, classifyMeetingUrl, extractMeetingLinks, findUrls, htmlToText } from "./links";

/** Link shapes seen in real invitations, and what each must be recognised as (null: not a meeting link). */
const URL_TABLE: [string, string, { platform: string; url: string } | null][] = [
  // Zoom
  ["zoom: plain /j/", "https://zoom.us/j/1234567890", { platform: "zoom", url: "https://zoom.us/j/1234567890" }],
  ["zoom: regional host with passcode", "https://us02web.zoom.us/j/84512345678?pwd=aBcD1234eFgH", { platform: "zoom", url: "https://us02web.zoom.us/j/84512345678?pwd=aBcD1234eFgH" }],
  ["zoom: vanity subdomain", "https://acme.zoom.us/j/98765432109?pwd=Zm9v", { platform: "zoom", url: "https://acme.zoom.us/j/98765432109?pwd=Zm9v" }],
  ["zoom: personal room", "https://zoom.us/my/ada.lovelace", { platform: "zoom", url: "https://zoom.us/my/ada.lovelace" }],
  ["zoom: webinar /w/", "https://us06web.zoom.us/w/81234567890?tk=abc", { platform: "zoom", url: "https://us06web.zoom.us/w/81234567890?tk=abc" }],
  ["zoom: web client", "https://zoom.us/wc/join/1234567890", { platform: "zoom", url: "https://zoom.us/wc/join/1234567890" }],
  ["zoom: fragment dropped", "https://zoom.us/j/1234567890#success", { platform: "zoom", url: "https://zoom.us/j/1234567890" }],
  ["zoom: government cloud", "https://agency.zoomgov.com/j/1612345678", { platform: "zoom", url: "https://agency.zoomgov.com/j/1612345678" }],
  ["zoom: uppercase host", "https://US02WEB.ZOOM.US/j/84512345678", { platform: "zoom", url: "https://us02web.zoom.us/j/84512345678" }],
  ["zoom: not a meeting (pricing page)", "https://zoom.us/pricing", null],
  ["zoom: webinar registration is not a join link", "https://zoom.us/webinar/register/WN_abc", null],
  // Google Meet
  ["meet: plain", "https://meet.google.com/abc-defg-hij", { platform: "google_meet", url: "https://meet.google.com/abc-defg-hij" }],
  ["meet: authuser query dropped", "https://meet.google.com/abc-defg-hij?authuser=1&hs=122", { platform: "google_meet", url: "https://meet.google.com/abc-defg-hij" }],
  ["meet: http upgraded", "http://meet.google.com/abc-defg-hij", { platform: "google_meet", url: "https://meet.google.com/abc-defg-hij" }],
  ["meet: lookup links are not rooms", "https://meet.google.com/lookup/abcdefgh", null],
  ["meet: malformed code", "https://meet.google.com/abcd-efg-hij", null],
  // Microsoft Teams
  [
    "teams: meetup-join",
    "https://teams.microsoft.com/l/meetup-join/19%3ameeting_NjA2ZTQ0%40thread.v2/0?context=%7b%22Tid%22%3a%22a%22%7d",
    { platform: "teams", url: "https://teams.microsoft.com/l/meetup-join/19%3ameeting_NjA2ZTQ0%40thread.v2/0?context=%7b%22Tid%22%3a%22a%22%7d" },
  ],
  ["teams: new short link", "https://teams.microsoft.com/meet/2345678901234?p=AbCdEf", { platform: "teams", url: "https://teams.microsoft.com/meet/2345678901234?p=AbCdEf" }],
  ["teams: consumer teams.live.com", "https://teams.live.com/meet/9876543210123?p=xyz", { platform: "teams", url: "https://teams.live.com/meet/9876543210123?p=xyz" }],
  ["teams: not a meeting (download page)", "https://teams.microsoft.com/downloads", null],
  // Other providers
  ["webex: personal room is other", "https://acme.webex.com/meet/j.doe", { platform: "other", url: "https://acme.webex.com/meet/j.doe" }],
  // Tracking wrappers
  [
    "google redirector",
    "https://www.google.com/url?q=https%3A%2F%2Fzoom.us%2Fj%2F1234567890&sa=D&ust=1&usg=AOv",
    { platform: "zoom", url: "https://zoom.us/j/1234567890" },
  ],
  [
    "outlook safelinks",
    "https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Fteams.microsoft.com%2Fl%2Fmeetup-join%2F19%253ameeting_x%2540thread.v2%2F0&data=05%7C02&reserved=0",
    { platform: "teams", url: "https://teams.microsoft.com/l/meetup-join/19%3ameeting_x%40thread.v2/0" },
  ],
  ["proofpoint v3", "https://urldefense.com/v3/__https://meet.google.com/abc-defg-hij__;!!ABC!xyz$", { platform: "google_meet", url: "https://meet.google.com/abc-defg-hij" }],
  ["tracker wrapping a non-meeting", "https://www.google.com/url?q=https://example.com/agenda", null],
  // Hostile and malformed
  ["look-alike: zoom.us as a subdomain", "https://zoom.us.secure-login.example/j/84512345678", null],
  ["look-alike: hyphenated", "http://zoom.us-verify.example/my/boss", null],
  ["look-alike: meet.google.com as a subdomain", "https://meet.google.com.evil.example/abc-defg-hij", null],
  ["look-alike: userinfo trick", "https://meet.google.com@evil.example/abc-defg-hij", null],
  ["look-alike: teams as a subdomain", "https://teams.microsoft.com.evil.example/l/meetup-join/19%3ameeting_x", null],
  ["look-alike: cyrillic o", "https://zооm.us/j/1234567890", null],
  ["look-alike: suffix without dot", "https://evilzoom.us/j/1234567890", null],
  ["scheme: javascript", "javascript:alert(1)//https://zoom.us/j/1234567890", null],
  ["scheme: data", "data:text/html,https://zoom.us/j/1234567890", null],
  ["scheme: ftp", "ftp://zoom.us/j/1234567890", null],
  ["credentials in url", "https://user:pass@zoom.us/j/1234567890", null],
  ["not a url", "zoom meeting tomorrow", null],
  ["empty", "", null],
  ["overlong", `https://zoom.us/j/1234567890?pwd=${"a".repeat(3000)}`, null],
];

describe("classifyMeetingUrl on real-world URL shapes", () => {
  it.each(URL_TABLE)("%s", (_label, input, expected) => {
    expect(classifyMeetingUrl(input)).toEqual(expected);
  });
});

describe("classifyConferenceUrl", () => {
  it("keeps an unknown https join URL from a conference add-on as other, but never a non-https one", () => {
    expect(classifyConferenceUrl("https://whereby.com/acme-standup")).toEqual({ platform: "other", url: "https://whereby.com/acme-standup" });
    expect(classifyConferenceUrl("https://zoom.us/j/1234567890")).toEqual({ platform: "zoom", url: "https://zoom.us/j/1234567890" });
    expect(classifyConferenceUrl("http://whereby.com/acme")).toBeNull();
    expect(classifyConferenceUrl("javascript:alert(1)")).toBeNull();
  });
});

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
