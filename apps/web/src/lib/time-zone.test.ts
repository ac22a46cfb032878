import { describe, expect, it } from "vitest";
import { cookiedBrowserZone, detectBrowserZone, parseZoneCookie, serializeZoneCookie, serverTimeZone, TIME_ZONE_COOKIE } from "./time-zone";
import { inProcessTimeZone } from "~/test/process-time-zone";

describe("the tz cookie", () => {
  it("round-trips a zone with its offsets", () => {
    const value = serializeZoneCookie({ zone: "America/New_York", offsets: [300, 240] });
    expect(value).toBe("America%2FNew_York%7C300%7C240");
    expect(parseZoneCookie(value)).toEqual({ zone: "America/New_York", offsets: [300, 240] });
    // Next hands the server the decoded value.
    expect(parseZoneCookie("Asia/Kolkata|-330|-330")).toEqual({ zone: "Asia/Kolkata", offsets: [-330, -330] });
  });

  it("refuses a value it did not write", () => {
    for (const bad of [undefined, "", "%E0%A4%A", "Europe/Paris", "Europe/Paris|x|60", "Europe/Paris|-60|", "|0|0", "a|0|0|0"]) {
      expect(parseZoneCookie(bad), String(bad)).toBeNull();
    }
  });

  it("lets the server render in a real zone only", () => {
    expect(serverTimeZone("Europe%2FBerlin%7C-60%7C-120")).toBe("Europe/Berlin");
    expect(serverTimeZone("Mars%2FOlympus%7C0%7C0")).toBe("UTC");
    expect(serverTimeZone(undefined)).toBe("UTC");
    expect(serverTimeZone(`${"Europe/".repeat(10)}Berlin|0|0`)).toBe("UTC");
  });
});

describe("the browser's zone", () => {
  inProcessTimeZone("Europe/Berlin");
  const now = new Date("2026-11-26T12:00:00Z");

  it("is the cookie's while the offsets still match, with no Intl call", () => {
    const cookie = `theme=x; ${TIME_ZONE_COOKIE}=${serializeZoneCookie({ zone: "Europe/Berlin", offsets: [-60, -120] })}; other=y`;
    expect(cookiedBrowserZone(cookie, now)).toBe("Europe/Berlin");
  });

  it("is unknown when the cookie is missing or the browser has moved", () => {
    expect(cookiedBrowserZone("theme=x", now)).toBeNull();
    const newYork = `${TIME_ZONE_COOKIE}=${serializeZoneCookie({ zone: "America/New_York", offsets: [300, 240] })}`;
    expect(cookiedBrowserZone(newYork, now)).toBeNull();
  });

  it("is detected with its offsets into a cookie for a year", () => {
    const { zone, cookie } = detectBrowserZone(now);
    expect(zone).toBe("Europe/Berlin");
    expect(cookie).toBe(`${TIME_ZONE_COOKIE}=Europe%2FBerlin%7C-60%7C-120; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(cookiedBrowserZone(cookie.split(";")[0] ?? "", now)).toBe("Europe/Berlin");
  });
});
