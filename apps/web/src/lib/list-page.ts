/** Paged lists (/bots, /admin): the page lives in the URL as ?page=N; a page is read with one extra row, which says whether another follows. */
export const LIST_PAGE_SIZE = 20;
const MAX_PAGE = 50_000;

export function readPage(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1;
}

/** The limit/offset of a page: one row more than the page, to know whether there is a next one without counting. */
export function pageWindow(page: number, pageSize = LIST_PAGE_SIZE): { limit: number; offset: number } {
  return { limit: pageSize + 1, offset: (page - 1) * pageSize };
}

/** Rows as fetched (at most one more than a page): the page to show and whether a next one exists. */
export function splitPage<T>(rows: readonly T[], pageSize = LIST_PAGE_SIZE): { items: T[]; hasNext: boolean } {
  return { items: rows.slice(0, pageSize), hasNext: rows.length > pageSize };
}

/** `path` with `params` (empty ones and page 1 left out), for a pager's links. */
export function hrefWith(path: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === "" || (name === "page" && value === 1)) continue;
    search.set(name, String(value));
  }
  const s = search.toString();
  return s ? `${path}?${s}` : path;
}
