import type { Account } from "../oauth";
import { SeededRandom } from "../common/random";
import { generateCalendar, inviteSpec, zoneFor } from "./generator";
import type { GoogleEvent } from "./model";
import { CalendarStore } from "./store";

/** One drift step every 20 minutes of sandbox time: new invites arrive, meetings move, some get cancelled. */
export const DRIFT_INTERVAL_MS = 20 * 60_000;
const MAX_DRIFT_STEPS = 200;

export type InviteListener = (owner: Account, event: GoogleEvent, at: Date) => void;

interface Entry {
  store: CalendarStore;
  anchor: number;
  /** Drift steps already applied. */
  steps: number;
  /** Drift stops for calendars a test has seeded by hand. */
  drifting: boolean;
}

/** Every account's primary calendar, generated on first use and drifting with the sandbox clock. */
export class CalendarDirectory {
  readonly #entries = new Map<string, Entry>();
  readonly #inviteListeners: InviteListener[] = [];

  constructor(private readonly now: () => Date) {}

  onInvite(listener: InviteListener): void {
    this.#inviteListeners.push(listener);
  }

  /** The calendar, brought up to date with the clock. */
  calendarFor(account: Account): CalendarStore {
    const entry = this.#entry(account);
    this.#drift(account, entry);
    return entry.store;
  }

  /** Replaces the calendar: empty, or generated afresh; either way it no longer drifts. */
  seed(account: Account, mode: "empty" | "generated"): CalendarStore {
    const now = this.now();
    const store = new CalendarStore({ email: account.email, name: account.name }, zoneFor(account.email), now);
    if (mode === "generated") for (const spec of generateCalendar(account, store.timeZone, now)) store.insert(spec, now);
    this.#entries.set(account.email, { store, anchor: now.getTime(), steps: 0, drifting: false });
    return store;
  }

  clear(): void {
    this.#entries.clear();
  }

  #entry(account: Account): Entry {
    let entry = this.#entries.get(account.email);
    if (!entry) {
      const now = this.now();
      const store = new CalendarStore({ email: account.email, name: account.name }, zoneFor(account.email), now);
      for (const spec of generateCalendar(account, store.timeZone, now)) store.insert(spec, now);
      entry = { store, anchor: now.getTime(), steps: 0, drifting: true };
      this.#entries.set(account.email, entry);
    }
    return entry;
  }

  #drift(account: Account, entry: Entry): void {
    if (!entry.drifting) return;
    const due = Math.floor((this.now().getTime() - entry.anchor) / DRIFT_INTERVAL_MS);
    if (due - entry.steps > MAX_DRIFT_STEPS) entry.steps = due - MAX_DRIFT_STEPS;
    while (entry.steps < due) {
      entry.steps++;
      this.#step(account, entry, new Date(entry.anchor + entry.steps * DRIFT_INTERVAL_MS));
    }
  }

  #step(account: Account, entry: Entry, at: Date): void {
    const { store } = entry;
    const rng = new SeededRandom(`drift:${account.email}:${entry.steps}`);
    const upcoming = store
      .all()
      .filter((e) => e.role !== "series" && e.event.status !== "cancelled" && e.startMs > at.getTime() && e.event.start.dateTime);
    const roll = rng.next();
    const target = upcoming.length > 0 ? rng.pick(upcoming) : undefined;
    if (roll < 0.4 || !target) {
      const event = store.insert(inviteSpec(rng, account, store.timeZone, at), at);
      for (const listener of this.#inviteListeners) listener(account, event, at);
    } else if (roll < 0.65) {
      const shift = rng.pick([30, 60, 24 * 60]) * 60_000;
      const move = (value: string | undefined, ms: number) => (value ? { dateTime: new Date(ms + shift).toISOString() } : undefined);
      const start = move(target.event.start.dateTime, target.startMs);
      const end = move(target.event.end.dateTime, target.endMs);
      if (start && end) store.update(target.event.id, { start, end }, at);
    } else if (roll < 0.8) {
      store.cancel(target.event.id, at);
    } else {
      store.update(target.event.id, { description: `${target.event.description ?? ""}\n\nAgenda updated ${at.toISOString().slice(0, 10)}.`.trim() }, at);
    }
  }
}
