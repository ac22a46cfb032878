import { DIGITS, type SeededRandom } from "./random";

const LOWER = "abcdefghijklmnopqrstuvwxyz";
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export type VideoKind = "meet" | "zoom" | "zoom-vanity" | "zoom-personal" | "teams" | "teams-live" | "webex";

export interface VideoLink {
  kind: VideoKind;
  url: string;
  /** `label` as Google shows it in entry points: the URL without its scheme. */
  label: string;
  meetingCode?: string;
  passcode?: string;
}

/** Real-world link shapes for each provider, from the seeded generator. */
export function videoLink(rng: SeededRandom, kind: VideoKind, owner = "team"): VideoLink {
  switch (kind) {
    case "meet": {
      const code = `${rng.string(LOWER, 3)}-${rng.string(LOWER, 4)}-${rng.string(LOWER, 3)}`;
      return { kind, url: `https://meet.google.com/${code}`, label: `meet.google.com/${code}`, meetingCode: code };
    }
    case "zoom":
    case "zoom-vanity": {
      const id = `${rng.int(8, 9)}${rng.string(DIGITS, 10)}`;
      const pwd = rng.string(ALNUM, 32);
      const host = kind === "zoom" ? `us0${rng.int(2, 6)}web.zoom.us` : "northwind.zoom.us";
      const passcode = rng.string(DIGITS, 6);
      return { kind, url: `https://${host}/j/${id}?pwd=${pwd}`, label: `${host}/j/${id}`, meetingCode: id, passcode };
    }
    case "zoom-personal": {
      const handle = owner.toLowerCase().replace(/[^a-z0-9]+/g, ".");
      return { kind, url: `https://zoom.us/my/${handle}`, label: `zoom.us/my/${handle}` };
    }
    case "teams": {
      const thread = `19%3ameeting_${rng.string(ALNUM, 48)}%40thread.v2`;
      const context = `%7b%22Tid%22%3a%22${uuid(rng)}%22%2c%22Oid%22%3a%22${uuid(rng)}%22%7d`;
      const url = `https://teams.microsoft.com/l/meetup-join/${thread}/0?context=${context}`;
      return { kind, url, label: "teams.microsoft.com/l/meetup-join/…", meetingCode: rng.string(DIGITS, 12), passcode: rng.string(ALNUM, 6) };
    }
    case "teams-live": {
      const id = rng.string(DIGITS, 13);
      return { kind, url: `https://teams.live.com/meet/${id}?p=${rng.string(ALNUM, 16)}`, label: `teams.live.com/meet/${id}` };
    }
    case "webex": {
      const handle = owner.toLowerCase().replace(/[^a-z0-9]+/g, ".");
      return { kind, url: `https://fabrikam.webex.com/meet/${handle}`, label: `fabrikam.webex.com/meet/${handle}` };
    }
  }
}

function uuid(rng: SeededRandom): string {
  const hex = "0123456789abcdef";
  return `${rng.string(hex, 8)}-${rng.string(hex, 4)}-4${rng.string(hex, 3)}-a${rng.string(hex, 3)}-${rng.string(hex, 12)}`;
}
