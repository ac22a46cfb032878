"use client";

import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from "react";
import { formatClock, formatDate, formatMeetingTime } from "~/lib/format";
import { whenIdle } from "~/lib/idle";
import { detectBrowserZone, knownLocalZone, rememberLocalZone } from "~/lib/time-zone";

/** The zone the server rendered the page in (its `tz` cookie's); the same value on the client, from the RSC payload. */
const RenderedZone = createContext<string | null>(null);

// The browser's zone once it is found to differ from the rendered one (first visit, or the user travelled).
let correctedZone: string | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Shows the signed-in pages' times in `zone` (the server's reading of the `tz` cookie). After hydration it checks
 * the cookie against the browser: when it is missing or stale, it asks Intl for the browser's zone (the only Intl
 * call) once the browser is idle, writes the cookie for the next request, and re-renders the times shown.
 */
export function TimeZoneProvider({ zone, children }: { zone: string; children: React.ReactNode }) {
  useEffect(() => {
    const show = (browser: string) => {
      if (browser === zone || browser === correctedZone) return;
      correctedZone = browser;
      for (const listener of listeners) listener();
    };
    const known = knownLocalZone();
    if (known !== null) {
      show(known);
      return;
    }
    // The first Intl call of a page costs ~12 ms (~50 ms on a throttled phone CPU). Run here, it lengthened
    // hydration's commit, the task a first visitor's tap waits behind; in a task of its own it blocks nothing.
    return whenIdle(() => {
      const detected = detectBrowserZone();
      document.cookie = detected.cookie;
      rememberLocalZone(detected.zone);
      show(detected.zone);
    });
  }, [zone]);
  return <RenderedZone value={zone}>{children}</RenderedZone>;
}

/** The zone to show times in: the rendered one while hydrating (same text as the server's), the browser's after. */
export function useTimeZone(): string | undefined {
  const rendered = useContext(RenderedZone);
  const zone = useSyncExternalStore(subscribe, () => correctedZone ?? rendered, () => rendered);
  // Outside the provider (public pages, tests): the runtime's own zone.
  return zone ?? undefined;
}

/** The date formats of `~/lib/format` in the user's zone. */
export function useDateFormat() {
  const timeZone = useTimeZone();
  return useMemo(
    () => ({
      meetingTime: (value: string | Date) => formatMeetingTime(value, { timeZone }),
      date: (value: string | Date) => formatDate(value, { timeZone }),
      clock: (value: string | Date) => formatClock(value, { timeZone }),
      clockWithSeconds: (value: string | Date) => formatClock(value, { timeZone, seconds: true }),
      weekdayClock: (value: string | Date) => formatClock(value, { timeZone, weekday: true }),
    }),
    [timeZone],
  );
}

/** A meeting time ("Nov 24, 10:00 AM") in the user's zone, as text; usable from server components. */
export function MeetingTimeText({ value }: { value: string | Date }) {
  return useDateFormat().meetingTime(value);
}

/** A short date ("Nov 24, 2026") in the user's zone, as text; usable from server components. */
export function DateText({ value }: { value: string | Date }) {
  return useDateFormat().date(value);
}

/** A clock time ("2:05 PM") in the user's zone, as text. */
export function ClockText({ value }: { value: string | Date }) {
  return useDateFormat().clock(value);
}
