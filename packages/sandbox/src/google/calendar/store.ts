import { randomUUID } from "node:crypto";
import { BASE32HEX, SeededRandom } from "../common/random";
import { parseRfc3339, rfc3339InZone, zonedInstant } from "../common/time";
import type { EventDateTime, EventPatch, EventSpec, GoogleEvent } from "./model";
import { decodePageToken, decodeSyncToken, encodePageToken, encodeSyncToken, paramsHash } from "./tokens";

export interface StoredEvent {
  event: GoogleEvent;
  /** Change sequence of the last modification. */
  seq: number;
  role: "single" | "series" | "instance";
  /** An instance changed or cancelled on its own (returned with the series when singleEvents=false). */
  exception: boolean;
  startMs: number;
  endMs: number;
  updatedMs: number;
}

export interface ListParams {
  syncToken?: string;
  pageToken?: string;
  timeMin?: Date;
  timeMax?: Date;
  updatedMin?: Date;
  singleEvents: boolean;
  orderBy?: "startTime" | "updated";
  maxResults: number;
  showDeleted: boolean;
  q?: string;
  iCalUID?: string;
}

export type ListResult =
  | { kind: "ok"; items: Partial<GoogleEvent>[]; nextPageToken?: string; nextSyncToken?: string; updated: string }
  | { kind: "gone" }
  | { kind: "bad-page-token" };

export class CalendarStoreError extends Error {}

/** One account's primary calendar: events, a change sequence, and the epoch that sync tokens belong to. */
export class CalendarStore {
  readonly #events = new Map<string, StoredEvent>();
  readonly #ids: SeededRandom;
  #seq = 0;
  #epoch = randomUUID();
  #lastUpdated: Date;

  constructor(
    readonly owner: { email: string; name: string },
    readonly timeZone: string,
    createdAt: Date,
  ) {
    this.#ids = new SeededRandom(`calendar-ids:${owner.email}`);
    this.#lastUpdated = createdAt;
  }

  get seq(): number {
    return this.#seq;
  }

  get size(): number {
    return this.#events.size;
  }

  /** Every stored event, series parents and instances included, in no particular order. */
  all(): StoredEvent[] {
    return [...this.#events.values()];
  }

  get(id: string): StoredEvent | undefined {
    return this.#events.get(id);
  }

  /** Old sync and page tokens stop working (they answer 410 Gone). */
  invalidateTokens(): void {
    this.#epoch = randomUUID();
  }

  newId(): string {
    return this.#ids.string(BASE32HEX, 26);
  }

  insert(spec: EventSpec, now: Date): GoogleEvent {
    const id = spec.id ?? this.newId();
    if (this.#events.has(id)) throw new CalendarStoreError(`Event ${id} already exists`);
    const startMs = this.instantOf(spec.start);
    const endMs = this.instantOf(spec.end);
    if (startMs === undefined || endMs === undefined) throw new CalendarStoreError("start and end need a dateTime or a date");
    if (endMs < startMs) throw new CalendarStoreError("end is before start");
    const base = this.#baseEvent(id, spec, now);
    if (!spec.weeklyCount || spec.weeklyCount <= 1) {
      this.#put({ event: base, seq: 0, role: "single", exception: false, startMs, endMs, updatedMs: 0 }, now);
      return base;
    }
    const week = 7 * 86_400_000;
    const count = Math.min(spec.weeklyCount, 200);
    const series: GoogleEvent = { ...base, recurrence: [`RRULE:FREQ=WEEKLY;COUNT=${count}`] };
    this.#put({ event: series, seq: 0, role: "series", exception: false, startMs, endMs: endMs + (count - 1) * week, updatedMs: 0 }, now);
    for (let i = 0; i < count; i++) {
      const start = this.#shift(spec.start, i * week, startMs);
      const end = this.#shift(spec.end, i * week, endMs);
      const instanceStart = startMs + i * week;
      const instance: GoogleEvent = {
        ...base,
        id: `${id}_${compactUtc(new Date(instanceStart))}`,
        start,
        end,
        recurringEventId: id,
        originalStartTime: start,
      };
      this.#put({ event: instance, seq: 0, role: "instance", exception: false, startMs: instanceStart, endMs: endMs + i * week, updatedMs: 0 }, now);
    }
    return series;
  }

  /** Changes an event. A series parent passes title/description/location on to its unchanged instances. */
  update(id: string, patch: EventPatch, now: Date): GoogleEvent {
    const stored = this.#live(id);
    if (stored.role === "series" && (patch.start || patch.end)) throw new CalendarStoreError("Moving a whole series is not supported; move its instances");
    const next: GoogleEvent = { ...stored.event, ...definedOnly(patch) };
    const startMs = this.instantOf(next.start);
    const endMs = this.instantOf(next.end);
    if (startMs === undefined || endMs === undefined || endMs < startMs) throw new CalendarStoreError("invalid start/end");
    const moved = startMs !== stored.startMs || endMs !== stored.endMs;
    if (moved) next.sequence = stored.event.sequence + 1;
    this.#put({ ...stored, event: next, exception: stored.role === "instance" ? true : stored.exception, ...(stored.role === "series" ? {} : { startMs, endMs }) }, now);
    if (stored.role === "series") {
      const inherited = definedOnly({ summary: patch.summary, description: patch.description, location: patch.location });
      for (const instance of this.#instancesOf(id)) {
        if (instance.exception || instance.event.status === "cancelled") continue;
        this.#put({ ...instance, event: { ...instance.event, ...inherited } }, now);
      }
    }
    return next;
  }

  /** Deletes an event (Google keeps it as `status: "cancelled"`); a series takes its instances with it. */
  cancel(id: string, now: Date): void {
    const stored = this.#live(id);
    this.#put({ ...stored, event: { ...stored.event, status: "cancelled" }, exception: stored.role === "instance" }, now);
    if (stored.role === "series") {
      for (const instance of this.#instancesOf(id)) {
        if (instance.event.status !== "cancelled") this.#put({ ...instance, event: { ...instance.event, status: "cancelled" } }, now);
      }
    }
  }

  list(params: ListParams): ListResult {
    let since: number | undefined;
    if (params.syncToken !== undefined) {
      const token = decodeSyncToken(params.syncToken);
      if (token?.c !== this.owner.email || token.g !== this.#epoch || token.s > this.#seq) return { kind: "gone" };
      since = token.s;
    }
    const hash = paramsHash({ ...params, pageToken: undefined, timeMin: params.timeMin?.getTime(), timeMax: params.timeMax?.getTime() });
    let snapshot = this.#seq;
    let after: [number, string] | undefined;
    if (params.pageToken !== undefined) {
      const page = decodePageToken(params.pageToken);
      if (page?.h !== hash) return { kind: "bad-page-token" };
      if (page.g !== this.#epoch) return since !== undefined ? { kind: "gone" } : { kind: "bad-page-token" };
      snapshot = page.k;
      after = page.a;
    }

    const sortKey = (e: StoredEvent) => (params.orderBy === "updated" ? e.updatedMs : e.startMs);
    const matching = this.all()
      .filter((e) => this.#matches(e, params, since, snapshot))
      .map((e) => ({ e, key: sortKey(e) }))
      .sort((a, b) => a.key - b.key || (a.e.event.id < b.e.event.id ? -1 : 1))
      .filter(({ e, key }) => !after || key > after[0] || (key === after[0] && e.event.id > after[1]));

    const page = matching.slice(0, params.maxResults);
    const last = page.at(-1);
    const more = matching.length > page.length && last !== undefined;
    return {
      kind: "ok",
      items: page.map(({ e }) => render(e)),
      updated: this.#lastUpdated.toISOString(),
      ...(more
        ? { nextPageToken: encodePageToken({ g: this.#epoch, k: snapshot, a: [last.key, last.e.event.id], h: hash }) }
        : { nextSyncToken: encodeSyncToken({ c: this.owner.email, g: this.#epoch, s: snapshot }) }),
    };
  }

  /** Epoch ms of a dateTime (its offset, or its timeZone when it has none) or of a date's midnight in the calendar's zone. */
  instantOf(value: EventDateTime | undefined): number | undefined {
    if (!value) return undefined;
    if (value.dateTime) {
      const withOffset = parseRfc3339(value.dateTime);
      if (withOffset) return withOffset.getTime();
      const local = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/.exec(value.dateTime);
      if (!local) return undefined;
      const [, y, mo, d, h, mi] = local.map(Number) as [number, number, number, number, number, number];
      return zonedInstant(value.timeZone ?? this.timeZone, y, mo - 1, d, h, mi).getTime();
    }
    if (value.date) {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.date);
      if (!m) return undefined;
      return zonedInstant(this.timeZone, Number(m[1]), Number(m[2]) - 1, Number(m[3]), 0, 0).getTime();
    }
    return undefined;
  }

  #matches(e: StoredEvent, p: ListParams, since: number | undefined, snapshot: number): boolean {
    if (p.singleEvents ? e.role === "series" : e.role === "instance" && !e.exception) return false;
    if (since !== undefined) return e.seq > since && e.seq <= snapshot;
    const cancelled = e.event.status === "cancelled";
    if (cancelled && !p.showDeleted && !p.updatedMin) return false;
    if (p.updatedMin && e.updatedMs < p.updatedMin.getTime()) return false;
    if (p.timeMin && e.endMs <= p.timeMin.getTime()) return false;
    if (p.timeMax && e.startMs >= p.timeMax.getTime()) return false;
    if (p.iCalUID && e.event.iCalUID !== p.iCalUID) return false;
    if (p.q) {
      const q = p.q.toLowerCase();
      const haystack = [e.event.summary, e.event.description, e.event.location, ...(e.event.attendees ?? []).map((a) => a.email)]
        .join(" ")
        .toLowerCase();
      if (!q.split(/\s+/).every((word) => haystack.includes(word))) return false;
    }
    return true;
  }

  #live(id: string): StoredEvent {
    const stored = this.#events.get(id);
    if (!stored || stored.event.status === "cancelled") throw new CalendarStoreError(`No live event ${id}`);
    return stored;
  }

  #instancesOf(seriesId: string): StoredEvent[] {
    return this.all().filter((e) => e.role === "instance" && e.event.recurringEventId === seriesId);
  }

  #put(stored: StoredEvent, now: Date): void {
    this.#seq++;
    const updated = new Date(Math.max(now.getTime(), this.#lastUpdated.getTime()));
    this.#lastUpdated = updated;
    const event = { ...stored.event, etag: `"${3_181_000_000_000_000 + this.#seq}"`, updated: updated.toISOString() };
    this.#events.set(event.id, { ...stored, event, seq: this.#seq, updatedMs: updated.getTime() });
  }

  #baseEvent(id: string, spec: EventSpec, now: Date): GoogleEvent {
    const self = { email: this.owner.email, displayName: this.owner.name, self: true };
    const organizer = spec.organizer && spec.organizer.email !== this.owner.email ? spec.organizer : self;
    return {
      kind: "calendar#event",
      etag: '"0"',
      id,
      status: spec.status ?? "confirmed",
      htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${id} ${this.owner.email}`).toString("base64url")}`,
      created: now.toISOString(),
      updated: now.toISOString(),
      ...(spec.summary !== undefined ? { summary: spec.summary } : {}),
      ...(spec.description !== undefined ? { description: spec.description } : {}),
      ...(spec.location !== undefined ? { location: spec.location } : {}),
      creator: organizer,
      organizer,
      start: spec.start,
      end: spec.end,
      iCalUID: `${id}@google.com`,
      sequence: 0,
      ...(spec.attendees ? { attendees: spec.attendees } : {}),
      ...(spec.hangoutLink ? { hangoutLink: spec.hangoutLink } : {}),
      ...(spec.conferenceData ? { conferenceData: spec.conferenceData } : {}),
      eventType: spec.eventType ?? "default",
      reminders: { useDefault: true },
    };
  }

  /** The same wall-clock shape, `deltaMs` later (for weekly instances). */
  #shift(value: EventDateTime, deltaMs: number, baseMs: number): EventDateTime {
    if (value.date) {
      const day = new Date(Date.parse(`${value.date}T00:00:00Z`) + deltaMs).toISOString().slice(0, 10);
      return { date: day };
    }
    const zone = value.timeZone ?? this.timeZone;
    return { dateTime: rfc3339InZone(new Date(baseMs + deltaMs), zone), ...(value.timeZone ? { timeZone: value.timeZone } : {}) };
  }
}

/** Deletions are guaranteed only their id; a cancelled instance also keeps its series id and original start. */
export function render(stored: StoredEvent): Partial<GoogleEvent> {
  const { event } = stored;
  if (event.status !== "cancelled") return event;
  const minimal: Partial<GoogleEvent> = { kind: event.kind, etag: event.etag, id: event.id, status: "cancelled" };
  if (stored.role === "instance") {
    minimal.recurringEventId = event.recurringEventId;
    minimal.originalStartTime = event.originalStartTime;
  }
  return minimal;
}

function compactUtc(at: Date): string {
  return at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
