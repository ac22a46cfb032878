/**
 * A meeting summary is stored as plain text. When it follows the "Key points: … Action items: …
 * Decisions: …" shape the AI summariser produces, the detail page shows each part in its own section;
 * text before the first heading (or the whole text, when there are no headings) is the overview.
 */
export interface SummarySections {
  overview: string;
  keyPoints: string[];
  actionItems: string[];
  decisions: string[];
}

const HEADINGS = [
  { key: "keyPoints", pattern: "key points" },
  { key: "actionItems", pattern: "action items" },
  { key: "decisions", pattern: "decisions" },
] as const;

const HEADING_RE = new RegExp(`(?:^|\\s)(${HEADINGS.map((h) => h.pattern).join("|")})\\s*:`, "gi");

const capitalise = (item: string) => item.charAt(0).toLocaleUpperCase() + item.slice(1);

/** Splits a section body into items (one per line or bullet, else one per sentence), capitalised. */
function toItems(body: string): string[] {
  return splitItems(body).map(capitalise);
}

function splitItems(body: string): string[] {
  const lines = body
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, "").trim())
    .filter(Boolean);
  if (lines.length > 1) return lines;
  const single = lines[0] ?? "";
  return single
    .split(/(?<=[.!?])\s+(?=[A-Z0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function parseSummary(summary: string | null | undefined): SummarySections | null {
  const text = summary?.trim();
  if (!text) return null;
  const result: SummarySections = { overview: "", keyPoints: [], actionItems: [], decisions: [] };
  const matches = [...text.matchAll(HEADING_RE)];
  if (matches.length === 0) {
    result.overview = text;
    return result;
  }
  result.overview = text.slice(0, matches[0]?.index ?? 0).trim();
  matches.forEach((match, i) => {
    const label = (match[1] ?? "").toLowerCase();
    const heading = HEADINGS.find((h) => h.pattern === label);
    if (!heading) return;
    const start = match.index + match[0].length;
    const end = matches[i + 1]?.index ?? text.length;
    result[heading.key].push(...toItems(text.slice(start, end)));
  });
  return result;
}

/** True when the summary was broken out into at least one of the three sections. */
export function hasSections(sections: SummarySections): boolean {
  return sections.keyPoints.length + sections.actionItems.length + sections.decisions.length > 0;
}
