import type { calendar_v3 } from "@googleapis/calendar";
import type { gmail_v1 } from "@googleapis/gmail";
import { toCalendarEvent } from "./calendar-event";
import { GoogleApiError, type GoogleErrorKind } from "./errors";
import type { CalendarEvent, GoogleConnector, GrantedTokens } from "./interface";
import { parseMessage } from "./mail";

/** An in-memory Google for unit tests: one calendar and one mailbox, sync tokens, and failures on demand. */
export interface FakeGoogle extends GoogleConnector {
  putEvent(event: calendar_v3.Schema$Event & { id: string }): void;
  cancelEvent(id: string): void;
  putMessage(message: gmail_v1.Schema$Message & { id: string }): void;
  /** The next `times` API calls fail with this kind. */
  failNext(kind: GoogleErrorKind, times?: number): void;
  /** Old sync tokens answer sync_token_expired. */
  expireSyncTokens(): void;
  readonly revoked: string[];
  readonly calls: string[];
}

export function createFakeGoogle(options: { grant?: Partial<GrantedTokens> } = {}): FakeGoogle {
  const events = new Map<string, { raw: calendar_v3.Schema$Event; version: number }>();
  const messages = new Map<string, gmail_v1.Schema$Message>();
  const failures: GoogleErrorKind[] = [];
  const revoked: string[] = [];
  const calls: string[] = [];
  let version = 0;
  let epoch = 1;

  const maybeFail = (what: string) => {
    calls.push(what);
    const kind = failures.shift();
    if (kind) throw new GoogleApiError(kind, `${what}: injected ${kind}`);
  };
  const page = <T>(items: T[], pageToken: string | undefined, size: number) => {
    const offset = pageToken ? Number(pageToken) : 0;
    const slice = items.slice(offset, offset + size);
    return { slice, next: offset + size < items.length ? String(offset + size) : null };
  };

  return {
    revoked,
    calls,
    putEvent(raw) {
      events.set(raw.id, { raw: { status: "confirmed", ...raw }, version: ++version });
    },
    cancelEvent(id) {
      events.set(id, { raw: { id, status: "cancelled" }, version: ++version });
    },
    putMessage(message) {
      messages.set(message.id, message);
    },
    failNext(kind, times = 1) {
      for (let i = 0; i < times; i++) failures.push(kind);
    },
    expireSyncTokens() {
      epoch++;
    },
    authorizationUrl: ({ state, codeChallenge }) => `https://fake.google.test/auth?state=${encodeURIComponent(state)}&code_challenge=${codeChallenge}`,
    createPkcePair: () => Promise.resolve({ verifier: "fake-verifier-0123456789012345678901234567890123", challenge: "fake-challenge" }),
    exchangeCode: ({ code }) => {
      calls.push("exchangeCode");
      if (code === "bad") return Promise.reject(new GoogleApiError("grant_revoked", "token exchange: invalid_grant"));
      return Promise.resolve({
        accessToken: `fake-access-${code}`,
        refreshToken: `fake-refresh-${code}`,
        expiresAt: null,
        scopes: ["https://www.googleapis.com/auth/calendar.readonly", "https://www.googleapis.com/auth/gmail.readonly"],
        email: "someone@example.com",
        subject: "1000",
        ...options.grant,
      });
    },
    revoke: (token) => {
      revoked.push(token);
      return Promise.resolve();
    },
    session: () => ({
      calendar: {
        listEvents(input) {
          maybeFail("events.list");
          let since = 0;
          if (input.syncToken) {
            const match = /^fake-sync-(\d+)-(\d+)$/.exec(input.syncToken);
            if (match?.[1] !== String(epoch)) return Promise.reject(new GoogleApiError("sync_token_expired", "events.list: sync token expired", 410));
            since = Number(match[2]);
          }
          const all = [...events.values()]
            .filter(({ raw, version: v }) => (input.syncToken ? v > since : raw.status !== "cancelled"))
            .map(({ raw }) => toCalendarEvent(raw))
            .filter((e): e is CalendarEvent => e !== null)
            .filter((e) => input.syncToken || !e.start || ((!input.timeMin || (e.end ?? e.start) > input.timeMin) && (!input.timeMax || e.start < input.timeMax)));
          const { slice, next } = page(all, input.pageToken, input.maxResults ?? 250);
          return Promise.resolve({ events: slice, nextPageToken: next, nextSyncToken: next ? null : `fake-sync-${epoch}-${version}` });
        },
        getEvent(eventId) {
          maybeFail("events.get");
          const stored = events.get(eventId);
          return Promise.resolve(stored ? toCalendarEvent(stored.raw) : null);
        },
        insertEvent(input) {
          maybeFail("events.insert");
          const id = `hold${++version}`;
          events.set(id, { raw: { id, status: "confirmed", summary: input.summary, start: { dateTime: input.start.toISOString() }, end: { dateTime: input.end.toISOString() } }, version });
          return Promise.resolve({ id, htmlLink: null });
        },
      },
      gmail: {
        listMessageIds({ maxResults, pageToken }) {
          maybeFail("messages.list");
          const { slice, next } = page([...messages.keys()], pageToken, maxResults);
          return Promise.resolve({ ids: slice, nextPageToken: next });
        },
        getMessage(id) {
          maybeFail("messages.get");
          const message = messages.get(id);
          return Promise.resolve(message ? parseMessage(message) : null);
        },
        createDraft() {
          maybeFail("drafts.create");
          return Promise.resolve({ id: `r-${++version}`, messageId: null });
        },
      },
    }),
  };
}
