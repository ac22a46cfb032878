/** The hold: 30 minutes from 09:00 in the user's zone. */
export const HOLD_MINUTES = 30;
const HOLD_HOUR = 9;

function validZone(zone: string | undefined): string {
  if (!zone) return "UTC";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}

/** The zone's offset from UTC at `instant`, in milliseconds. */
function offsetMs(instant: Date, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** 09:00 on `day` (YYYY-MM-DD) in `zone`, as an instant. */
function nineOn(day: string, zone: string): Date {
  const guess = new Date(`${day}T${String(HOLD_HOUR).padStart(2, "0")}:00:00Z`);
  const first = new Date(guess.getTime() - offsetMs(guess, zone));
  // Once more across a DST change between the guess and the answer.
  return new Date(guess.getTime() - offsetMs(first, zone));
}

const dayIn = (instant: Date, zone: string) => new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());

/**
 * When the hold goes: 09:00 on the item's due day, or, with no due day or one already past, 09:00 on the next
 * working day (Monday to Friday) after today in the user's zone.
 */
export function holdSlot(input: { dueDate: string | null; now: Date; timeZone?: string | undefined }): { start: Date; end: Date; timeZone: string } {
  const zone = validZone(input.timeZone);
  let start = input.dueDate ? nineOn(input.dueDate, zone) : null;
  if (!start || start.getTime() <= input.now.getTime()) {
    let day = addDays(dayIn(input.now, zone), 1);
    while (isWeekend(day)) day = addDays(day, 1);
    start = nineOn(day, zone);
  }
  return { start, end: new Date(start.getTime() + HOLD_MINUTES * 60_000), timeZone: zone };
}
