import type { CalendarDirectory } from "../calendar/directory";
import type { Account } from "../oauth";
import { driftMail, generateMailbox, googleInviteMail } from "./generator";
import { Mailbox } from "./mailbox";

/** New mail every 45 minutes of sandbox time, besides the invitation for each new calendar invite. */
export const MAIL_DRIFT_INTERVAL_MS = 45 * 60_000;
const MAX_DRIFT_STEPS = 100;

interface Entry {
  mailbox: Mailbox;
  anchor: number;
  steps: number;
  drifting: boolean;
}

/** Every account's mailbox, generated on first use from its calendar and drifting with the sandbox clock. */
export class MailboxDirectory {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => Date,
    private readonly calendars: CalendarDirectory,
  ) {
    // Google mails an invitation for every event someone else puts on the calendar.
    calendars.onInvite((owner, event, at) => {
      const entry = this.#entries.get(owner.email);
      if (entry?.drifting) entry.mailbox.add(googleInviteMail(owner, event, at));
    });
  }

  mailboxFor(account: Account): Mailbox {
    let entry = this.#entries.get(account.email);
    if (!entry) {
      const now = this.now();
      const invites = this.calendars
        .calendarFor(account)
        .all()
        .filter((e) => e.role !== "instance" && e.event.status !== "cancelled" && e.event.organizer?.email !== account.email && e.startMs > now.getTime())
        .sort((a, b) => a.startMs - b.startMs)
        .map((e) => e.event);
      const mailbox = new Mailbox(account);
      for (const spec of generateMailbox(account, invites, now)) mailbox.add(spec);
      entry = { mailbox, anchor: now.getTime(), steps: 0, drifting: true };
      this.#entries.set(account.email, entry);
    }
    this.#drift(account, entry);
    return entry.mailbox;
  }

  /** Replaces the mailbox: empty, or generated afresh; either way it no longer drifts. */
  seed(account: Account, mode: "empty" | "generated"): Mailbox {
    this.#entries.delete(account.email);
    const mailbox = mode === "generated" ? this.mailboxFor(account) : new Mailbox(account);
    const entry = this.#entries.get(account.email);
    if (entry) entry.drifting = false;
    else this.#entries.set(account.email, { mailbox, anchor: this.now().getTime(), steps: 0, drifting: false });
    return mailbox;
  }

  clear(): void {
    this.#entries.clear();
  }

  #drift(account: Account, entry: Entry): void {
    if (!entry.drifting) return;
    const due = Math.floor((this.now().getTime() - entry.anchor) / MAIL_DRIFT_INTERVAL_MS);
    if (due - entry.steps > MAX_DRIFT_STEPS) entry.steps = due - MAX_DRIFT_STEPS;
    while (entry.steps < due) {
      entry.steps++;
      entry.mailbox.add(driftMail(account, entry.steps, new Date(entry.anchor + entry.steps * MAIL_DRIFT_INTERVAL_MS)));
    }
  }
}
