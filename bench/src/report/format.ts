/** Number, date and table formatting shared by the results tables of bench/README.md. */

const grouping = new Map<number, Intl.NumberFormat>();

/** `3277.25` → `3,277` (0 digits), `28.63` → `28.6` (1 digit); null or undefined → `—`. */
export function num(value: number | null | undefined, digits = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  let format = grouping.get(digits);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
    grouping.set(digits, format);
  }
  return format.format(value);
}

/** A share as a percentage: `0.038` → `3.8 %`. */
export const pct = (share: number | null | undefined, digits = 0) => (share === null || share === undefined ? "—" : `${num(share * 100, digits)} %`);

/** `a / b / c` of several figures. */
export const slash = (values: (number | null | undefined)[], digits = 0) => values.map((v) => num(v, digits)).join(" / ");

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An ISO time as the write-ups say it, in UTC: `26 Nov 2026, 23:24 UTC`. */
export function when(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`not a date: ${iso}`);
  const hh = String(date.getUTCHours()).padStart(2, "0");
  const mm = String(date.getUTCMinutes()).padStart(2, "0");
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${hh}:${mm} UTC`;
}

export const yesNo = (value: boolean) => (value ? "yes" : "no");
/** A results file's database ("pglite" or a server) as the README names it. */
export const databaseLabel = (database: string) => (database === "pglite" ? "PGlite" : "PostgreSQL");
export const metOrMissed = (met: boolean) => (met ? "met" : "missed");

/** The first of a load-average triple (`"1.67 1.21 0.64"` or `"1.38 / 1.69 / 1.56"`): the last minute's. */
export const load1 = (triple: string) => triple.split(/[\s/]+/).find(Boolean) ?? triple;

/** A GitHub table: `|` in a cell is escaped so it stays one cell. */
export function table(header: string[], rows: string[][], align?: ("left" | "right")[]): string {
  const cell = (text: string) => text.replace(/\|/g, "\\|");
  const rule = header.map((_, i) => (align?.[i] === "right" ? "---:" : "---"));
  return [header, rule, ...rows].map((row, i) => `| ${(i === 1 ? row : row.map(cell)).join(" | ")} |`).join("\n");
}
