import { describe, expect, it } from "vitest";
import { readSearchState, searchInput, searchQueryString } from "./search-params";

const params = (s: string) => new URLSearchParams(s);

describe("search URL state", () => {
  it("reads known values and drops malformed ones", () => {
    expect(readSearchState(params("q=budget&from=2026-09-01&to=nope&platform=zoom"))).toEqual({ q: "budget", from: "2026-09-01", to: "", platform: "zoom", participant: "" });
    expect(readSearchState(params("participant=Grace")).participant).toBe("Grace");
    expect(readSearchState(params("platform=skype")).platform).toBe("");
    expect(readSearchState(params(`q=${"x".repeat(600)}`)).q).toHaveLength(500);
  });

  it("round-trips through the query string, omitting empty values", () => {
    const state = { q: "travel budget", from: "", to: "2026-10-01", platform: "teams" as const, participant: "grace@example.com" };
    expect(searchQueryString(state)).toBe("?q=travel+budget&to=2026-10-01&platform=teams&participant=grace%40example.com");
    expect(readSearchState(params(searchQueryString(state).slice(1)))).toEqual(state);
    expect(searchQueryString({ q: "  ", from: "", to: "", platform: "", participant: " " })).toBe("");
  });

  it("builds the API input: none for a blank query, a reversed range put in order", () => {
    expect(searchInput({ q: "  ", from: "", to: "", platform: "", participant: "Grace" })).toBeNull();
    expect(searchInput({ q: " q3 ", from: "2026-10-05", to: "2026-10-01", platform: "", participant: " Grace " })).toEqual({ q: "q3", from: "2026-10-01", to: "2026-10-05", participant: "Grace" });
  });
});
