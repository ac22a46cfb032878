import { describe, expect, it } from "vitest";
import { botPlatform, classifyConferenceUrl, classifyMeetingUrl } from "./index";

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

describe("botPlatform: where a bot can be sent, by the same rules", () => {
  it.each([
    ["https://us02web.zoom.us/j/81234567890?pwd=abc", "zoom"],
    ["https://zoom.us/wc/join/1234567890", "zoom"],
    ["https://zoom.us/my/ada.lovelace", "zoom"],
    ["  https://meet.google.com/abc-defg-hij?scenario=lobby  ", "google_meet"],
    ["https://teams.microsoft.com/l/meetup-join/19%3ameeting_x%40thread.v2/0", "teams"],
    ["https://teams.live.com/meet/9876543210", "teams"],
    ["https://teams.microsoft.com/meet/2345678901234?p=AbCdEf", "teams"],
    // A tracker is not peeled off: the provider would be sent the tracker, not the meeting.
    ["https://www.google.com/url?q=https%3A%2F%2Fzoom.us%2Fj%2F1234567890", null],
    // Other platforms the link detector knows are not ones a bot joins.
    ["https://acme.webex.com/meet/j.doe", null],
    ["https://zoom.us.join-meeting.example/j/9988776655", null],
    ["https://user:pass@zoom.us/j/1234567890", null],
    ["https://meet.google.com/", null],
    ["https://zoom.us/j/1234567890/extra", null],
    ["ftp://zoom.us/j/1234567890", null],
    ["not a url", null],
  ])("%s → %s", (url, platform) => {
    expect(botPlatform(url)).toBe(platform);
  });

  it("agrees with the link detector on every shape in its table, except trackers and other platforms", () => {
    const tracker = /google\.com\/url|safelinks|urldefense/;
    for (const [, input, expected] of URL_TABLE) {
      const joinable = expected && expected.platform !== "other" && !tracker.test(input) ? expected.platform : null;
      expect(botPlatform(input), input).toBe(joinable);
    }
  });
});
