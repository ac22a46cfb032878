import { describe, expect, it } from "vitest";
import { filterMeetings, isFiltering, isStatusFilter, STATUS_FILTER_OPTIONS, type FilterableMeeting } from "./filter-meetings";

const now = new Date("2026-11-24T10:00:00Z");

const meetings: (FilterableMeeting & { id: string })[] = [
  { id: "future", title: "Weekly Product Sync", description: "Roadmap check-in", status: "scheduled", scheduled_at: "2026-11-25T10:00:00Z" },
  { id: "past", title: "Budget review", description: "Q3 budget and HIRING plan", status: "scheduled", scheduled_at: "2026-11-23T10:00:00Z" },
  { id: "done", title: "Design critique", description: null, status: "completed", scheduled_at: "2026-11-20T10:00:00Z" },
  { id: "off", title: "Board prep", description: "Dry run of the board deck", status: "cancelled", scheduled_at: "2026-11-26T10:00:00Z" },
  { id: "stored-in-progress-future", title: "Hiring debrief", description: "", status: "in_progress", scheduled_at: "2026-11-27T10:00:00Z" },
];

const ids = (list: { id: string }[]) => list.map((m) => m.id);

describe("filterMeetings", () => {
  it("returns everything for an empty search and All Status", () => {
    expect(ids(filterMeetings(meetings, { query: "", status: "all" }, now))).toEqual(ids(meetings));
    expect(ids(filterMeetings(meetings, { query: "   ", status: "all" }, now))).toEqual(ids(meetings));
  });

  it("matches the title case-insensitively", () => {
    expect(ids(filterMeetings(meetings, { query: "product SYNC", status: "all" }, now))).toEqual(["future"]);
  });

  it("matches the description case-insensitively and ignores a missing description", () => {
    expect(ids(filterMeetings(meetings, { query: "hiring", status: "all" }, now))).toEqual(["past", "stored-in-progress-future"]);
    expect(ids(filterMeetings(meetings, { query: "deck", status: "all" }, now))).toEqual(["off"]);
  });

  it("filters on the derived status: a scheduled meeting whose time has passed is In Progress", () => {
    expect(ids(filterMeetings(meetings, { query: "", status: "in_progress" }, now))).toEqual(["past"]);
    expect(ids(filterMeetings(meetings, { query: "", status: "scheduled" }, now))).toEqual(["future", "stored-in-progress-future"]);
    expect(ids(filterMeetings(meetings, { query: "", status: "completed" }, now))).toEqual(["done"]);
    expect(ids(filterMeetings(meetings, { query: "", status: "cancelled" }, now))).toEqual(["off"]);
  });

  it("moves a meeting from Scheduled to In Progress as time passes", () => {
    const later = new Date("2026-11-25T10:00:00Z");
    expect(ids(filterMeetings(meetings, { query: "", status: "in_progress" }, later))).toEqual(["future", "past"]);
  });

  it("combines the search with the status filter", () => {
    expect(ids(filterMeetings(meetings, { query: "hiring", status: "scheduled" }, now))).toEqual(["stored-in-progress-future"]);
    expect(ids(filterMeetings(meetings, { query: "hiring", status: "completed" }, now))).toEqual([]);
  });

  it("finds nothing for a nonsense search", () => {
    expect(filterMeetings(meetings, { query: "zzzz-no-such-meeting", status: "all" }, now)).toEqual([]);
  });
});

describe("isFiltering", () => {
  it("is true with a search or a status other than all", () => {
    expect(isFiltering({ query: "", status: "all" })).toBe(false);
    expect(isFiltering({ query: "  ", status: "all" })).toBe(false);
    expect(isFiltering({ query: "a", status: "all" })).toBe(true);
    expect(isFiltering({ query: "", status: "completed" })).toBe(true);
  });
});

describe("status filter options", () => {
  it("lists the SPEC labels in order", () => {
    expect(STATUS_FILTER_OPTIONS.map((o) => o.label)).toEqual(["All Status", "Scheduled", "In Progress", "Completed", "Cancelled"]);
  });

  it("recognises only known values", () => {
    expect(isStatusFilter("in_progress")).toBe(true);
    expect(isStatusFilter("all")).toBe(true);
    expect(isStatusFilter("bogus")).toBe(false);
  });
});
