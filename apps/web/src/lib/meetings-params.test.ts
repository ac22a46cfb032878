import { describe, expect, it } from "vitest";
import { meetingsQueryString, pageOf, readMeetingsState, sectionInput, withFilters, withPage } from "./meetings-params";

const read = (search: string) => readMeetingsState(new URLSearchParams(search));

describe("meetings URL state", () => {
  it("reads the search, the filter and each section's page, and ignores what it cannot read", () => {
    expect(read("q=budget&status=completed&upcoming=2&past=3")).toEqual({ q: "budget", status: "completed", pages: { upcoming: 2, past: 3 } });
    expect(read("status=nope&upcoming=-1&past=1.5")).toEqual({ q: "", status: "all", pages: { upcoming: 1, past: 1 } });
    expect(read("q=" + "x".repeat(300)).q).toHaveLength(200);
  });

  it("writes only what differs from the defaults, and round-trips", () => {
    expect(meetingsQueryString(read(""))).toBe("");
    const state = read("q=a b&status=in_progress&past=4");
    expect(meetingsQueryString(state)).toBe("?q=a+b&status=in_progress&past=4");
    expect(read(meetingsQueryString(state).slice(1))).toEqual(state);
  });

  it("starts both sections over on a new search or filter, and pages one section alone", () => {
    const state = read("upcoming=2&past=3");
    expect(withFilters(state, { q: "x" }).pages).toEqual({ upcoming: 1, past: 1 });
    expect(withPage(state, "past", 4).pages).toEqual({ upcoming: 2, past: 4 });
  });
});

describe("sectionInput", () => {
  it("reads Upcoming soonest first and Past latest first, a page and one row more", () => {
    expect(sectionInput(read("upcoming=2"), "upcoming")).toEqual({ future: true, order: "asc", limit: 21, offset: 20 });
    expect(sectionInput(read(""), "past")).toEqual({ past: true, order: "desc", limit: 21, offset: 0 });
  });

  it("maps the derived status filter: Scheduled is open and ahead, In Progress open and past", () => {
    expect(sectionInput(read("status=scheduled"), "upcoming")).toMatchObject({ future: true, open: true });
    expect(sectionInput(read("status=scheduled"), "past")).toBeNull();
    expect(sectionInput(read("status=in_progress"), "past")).toMatchObject({ past: true, open: true });
    expect(sectionInput(read("status=in_progress"), "upcoming")).toBeNull();
    expect(sectionInput(read("status=cancelled&q=%20plan%20"), "upcoming")).toMatchObject({ future: true, status: "cancelled", q: "plan" });
  });

  it("splits the extra row off as 'there is a next page'", () => {
    const rows = Array.from({ length: 21 }, (_, i) => i);
    expect(pageOf(rows)).toEqual({ items: rows.slice(0, 20), hasNext: true });
    expect(pageOf(rows.slice(0, 20))).toEqual({ items: rows.slice(0, 20), hasNext: false });
  });
});
