import { meetingSummaries } from "@understudy/db/schema";
import { createTestMeeting } from "@understudy/db/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb, makeCaller, signedInUser } from "../support/helpers";
import { insertTranscript } from "@understudy/services/testing/transcripts";
import { must } from "@understudy/services/testing/must";
import { type TextPart, RANKING } from "@understudy/services/search";

const { db, close } = connectTestDb();
afterAll(() => close());

type Caller = Awaited<ReturnType<typeof makeCaller>>;
let ada: Caller;
let bob: Caller;
const ids: Record<string, string> = {};

const text = (parts: TextPart[]) => parts.map((p) => p.text).join("");
const marked = (parts: TextPart[]) => parts.filter((p) => p.highlight).map((p) => p.text.toLowerCase());

beforeAll(async () => {
  const a = await signedInUser(db);
  const b = await signedInUser(db);
  ada = await makeCaller(db, a.token);
  bob = await makeCaller(db, b.token);

  const budget = await createTestMeeting(db, a.user.id, { title: "Q3 budget review", description: "Quarterly spend and hiring plan", scheduledAt: new Date("2026-09-02T15:00:00Z"), platform: "zoom", status: "completed" });
  await insertTranscript(db, budget.id, a.user.id, [
    { speaker: "Ada Lovelace", text: "Let's start with the marketing line, which went over by twelve percent.", at: 0 },
    { speaker: "Grace Hopper", text: "The conference sponsorship was the main reason for the overspend.", at: 40 },
    { speaker: "Ada Lovelace", text: "We decided to cut the travel budget in half for the rest of the quarter.", at: 95 },
    { speaker: "Grace Hopper", text: "Hiring stays frozen until the October board meeting.", at: 130 },
  ]);
  const design = await createTestMeeting(db, a.user.id, { title: "Design crit", description: null, scheduledAt: new Date("2026-10-14T10:00:00Z"), platform: "google_meet", status: "completed" });
  await insertTranscript(db, design.id, a.user.id, [
    { speaker: "Linus Park", text: "The new onboarding screens feel calmer than the old ones.", at: 0 },
    { speaker: "Ada Lovelace", text: "Budgets for the illustration work come out of the brand line, not product.", at: 61 },
    { speaker: "Linus Park", text: "The empty state still needs a friendlier sentence.", at: 122 },
  ]);
  const hiring = await createTestMeeting(db, a.user.id, { title: "Hiring sync", description: "Pipeline for the two backend roles", scheduledAt: new Date("2026-11-03T09:00:00Z"), platform: "teams", status: "completed" });
  await insertTranscript(db, hiring.id, a.user.id, [{ speaker: "Grace Hopper", text: "Two candidates reached the final round for the backend roles.", at: 15 }]);
  const secret = await createTestMeeting(db, b.user.id, { title: "Bob's budget", description: "Private budget numbers", scheduledAt: new Date("2026-09-10T09:00:00Z"), platform: "zoom" });
  await insertTranscript(db, secret.id, b.user.id, [{ speaker: "Bob", text: "The secret acquisition budget is forty million.", at: 5 }]);
  const offsite = await createTestMeeting(db, a.user.id, {
    title: "Offsite planning",
    scheduledAt: new Date("2026-11-20T09:00:00Z"),
    platform: "zoom",
    organizerEmail: "marta.ruiz@example.com",
    attendees: [{ email: "kenji.sato@example.com", name: "Kenji Sato", self: false, organizer: false, responseStatus: "accepted" }],
  });
  await insertTranscript(db, offsite.id, a.user.id, [{ speaker: "Ada Lovelace", text: "Lisbon in March looks cheapest for the whole team.", at: 12 }]);
  const summary = (version: number, status: "ready" | "failed" | "pending", content: unknown) => ({
    meetingId: offsite.id,
    userId: a.user.id,
    version,
    status,
    model: "gpt-4o-mini",
    promptVersion: "test",
    transcriptHash: "h",
    content,
  });
  const content = (decision: string) => ({
    gist: "Offsite venue chosen.",
    overview: "The team compared venues for the spring offsite.",
    key_points: [{ point: "Flights from Berlin are the main cost", timestamp: 12 }],
    action_items: [{ task: "Book the coworking space", owner: "Kenji Sato", due: "Friday", timestamp: 12.8 }],
    decisions: [{ decision, context: "cheapest option", timestamp: 12.4 }],
  });
  await db.insert(meetingSummaries).values([
    summary(1, "ready", content("Hold the offsite in Porto")),
    summary(2, "ready", content("Hold the offsite in Lisbon")),
    summary(3, "failed", null),
    summary(4, "pending", null),
  ]);
  Object.assign(ids, { ada: a.user.id, budget: budget.id, design: design.id, hiring: hiring.id, secret: secret.id, offsite: offsite.id });
});

describe("search.query", () => {
  it("finds a phrase said in a meeting, with the speaker, the second and a highlighted snippet", async () => {
    const { results } = await ada.search.query({ q: "conference sponsorship" });
    expect(results.map((r) => r.meeting_id)).toEqual([ids.budget]);
    const match = must(results[0]?.matches[0], "match");
    expect(match).toMatchObject({ speaker: "Grace Hopper", start_seconds: 40 });
    expect(text(match.snippet)).toContain("The conference sponsorship was the main reason");
    expect(marked(match.snippet)).toEqual(["conference", "sponsorship"]);
  });

  it("ranks a title match above a passing mention, and stems (budgets ~ budget)", async () => {
    const { results } = await ada.search.query({ q: "budget" });
    expect(results.map((r) => r.meeting_id)).toEqual([ids.budget, ids.design]);
    const [top, second] = [must(results[0]), must(results[1])];
    expect(marked(top.title)).toEqual(["budget"]);
    expect(top.score).toBeGreaterThan(second.score);
    expect(second.matches[0]).toMatchObject({ speaker: "Ada Lovelace", start_seconds: 61 });
  });

  it("matches descriptions and shows them highlighted", async () => {
    const { results } = await ada.search.query({ q: "backend pipeline" });
    expect(results.map((r) => r.meeting_id)).toEqual([ids.hiring]);
    expect(marked(must(results[0]?.description))).toContain("pipeline");
  });

  it("understands web-search syntax: quotes, exclusion, or", async () => {
    expect((await ada.search.query({ q: '"travel budget"' })).results.map((r) => r.meeting_id)).toEqual([ids.budget]);
    expect((await ada.search.query({ q: '"budget travel"' })).results).toEqual([]);
    expect((await ada.search.query({ q: "budget -illustration" })).results.map((r) => r.meeting_id)).toEqual([ids.budget]);
    expect(new Set((await ada.search.query({ q: "candidates or onboarding" })).results.map((r) => r.meeting_id))).toEqual(new Set([ids.hiring, ids.design]));
  });

  it("filters by date range and platform", async () => {
    expect((await ada.search.query({ q: "budget", platform: "google_meet" })).results.map((r) => r.meeting_id)).toEqual([ids.design]);
    expect((await ada.search.query({ q: "budget", from: "2026-10-01", to: "2026-10-14" })).results.map((r) => r.meeting_id)).toEqual([ids.design]);
    expect((await ada.search.query({ q: "budget", to: "2026-09-02" })).results.map((r) => r.meeting_id)).toEqual([ids.budget]);
    await expect(ada.search.query({ q: "budget", from: "2026-10-02", to: "2026-10-01" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(ada.search.query({ q: "budget", from: "yesterday" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("never shows another user's meetings or transcripts", async () => {
    const mine = await ada.search.query({ q: "secret acquisition forty million" });
    expect(mine.results).toEqual([]);
    const theirs = await bob.search.query({ q: "budget" });
    expect(theirs.results.map((r) => r.meeting_id)).toEqual([ids.secret]);
    expect(JSON.stringify(theirs)).not.toContain("travel");
  });

  it("searches the latest ready summary: decisions, action items and key points link to the second they cite", async () => {
    const { results } = await ada.search.query({ q: "coworking space" });
    expect(results.map((r) => r.meeting_id)).toEqual([ids.offsite]);
    const [match] = must(results[0]).matches;
    expect(match).toMatchObject({ source: "summary", label: "Action item", segment_id: null, speaker: null, start_seconds: 12.8, href: `/meetings/${ids.offsite}#t=12` });
    expect(marked(must(match).snippet)).toEqual(["coworking", "space"]);
    expect(text(must(match).snippet)).toContain("Kenji Sato");
    const decision = (await ada.search.query({ q: "offsite Lisbon" })).results[0];
    expect(decision?.matches.map((m) => [m.source, m.label])).toEqual(expect.arrayContaining([["summary", "Decision"]]));
    expect((await ada.search.query({ q: "venues spring" })).results[0]?.matches[0]).toMatchObject({ source: "summary", label: "Overview", start_seconds: null, href: `/meetings/${ids.offsite}` });
  });

  it("ignores older summary versions (a newer ready one replaced them), failed and pending ones", async () => {
    expect((await ada.search.query({ q: "Porto" })).results).toEqual([]);
    expect((await bob.search.query({ q: "coworking" })).results).toEqual([]);
  });

  it("filters by participant: a speaker in the transcript, an attendee's name or email, the organiser", async () => {
    const by = async (participant: string, q = "budget OR Lisbon OR candidates") => (await ada.search.query({ q, participant })).results.map((r) => r.meeting_id).sort();
    expect(await by("grace")).toEqual([ids.budget, ids.hiring].sort());
    expect(await by("Linus Park")).toEqual([ids.design]);
    expect(await by("kenji")).toEqual([ids.offsite]);
    expect(await by("marta.ruiz@example.com")).toEqual([ids.offsite]);
    expect(await by("nobody-here")).toEqual([]);
    // LIKE wildcards are the user's text, not patterns.
    expect(await by("%")).toEqual([]);
    expect(await by("_")).toEqual([]);
    expect(await by("  ")).toEqual([ids.budget, ids.design, ids.hiring, ids.offsite].sort());
    await expect(ada.search.query({ q: "budget", participant: "x".repeat(201) })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(ada.search.query({ q: "budget", participant: "a\u0000b" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("answers questions (any word counts, the words that only ask weigh little) and searches one meeting with meeting_id", async () => {
    const { results } = await ada.search.query({ q: "What did the group discuss about the travel budget?" });
    expect(results[0]?.meeting_id).toBe(ids.budget);
    expect(results[0]?.matches[0]).toMatchObject({ speaker: "Ada Lovelace", start_seconds: 95, href: `/meetings/${ids.budget}#t=95` });
    const within = await ada.search.query({ q: "budget", meeting_id: ids.design });
    expect(within.results.map((r) => r.meeting_id)).toEqual([ids.design]);
    expect(within.results[0]?.matches[0]).toMatchObject({ speaker: "Ada Lovelace", start_seconds: 61, first_seq: 0, last_seq: RANKING.window - 1 });
    await expect(ada.search.query({ q: "budget", meeting_id: ids.secret })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(ada.search.query({ q: "budget", meeting_id: "not-a-meeting" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("finds a word that usually only asks when it was said: agreed, quoted and unquoted, and a quoted phrase of such words", async () => {
    const standup = await createTestMeeting(db, ids.ada ?? "", { title: "Vendor standup", scheduledAt: new Date("2026-11-25T09:00:00Z"), platform: "zoom", status: "completed" });
    await insertTranscript(db, standup.id, ids.ada ?? "", [
      { speaker: "Grace Hopper", text: "The vendor agreed to ship on Monday.", at: 3 },
      { speaker: "Linus Park", text: "Finance agreed as well, and legal agreed yesterday.", at: 20 },
      { speaker: "Grace Hopper", text: "Then the team proposal mentioned last week is settled.", at: 41 },
    ]);
    for (const q of ["agreed", '"agreed"', "what was agreed", '"team proposal"', "proposal mentioned"]) {
      const { results } = await ada.search.query({ q });
      expect(results.map((r) => r.meeting_id), q).toEqual([standup.id]);
    }
    const agreed = must((await ada.search.query({ q: '"agreed"' })).results[0]);
    expect(agreed.matches.flatMap((m) => marked(m.snippet))).toContain("agreed");
  });

  it("is safe with empty, stop-word-only, operator-laden, odd and oversized queries", async () => {
    for (const q of ["", "   ", "the and of", "&|!():*<->", "'; drop table meetings; --", "\\\\ \" \" ''", "budget:* & !(", "ööö 会议 😀", "or or or -", "a".repeat(500)]) {
      const response = await ada.search.query({ q });
      expect(Array.isArray(response.results)).toBe(true);
    }
    expect((await ada.search.query({ q: "budget:* & !(" })).results.length).toBeGreaterThan(0);
    await expect(ada.search.query({ q: "a".repeat(501) })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(ada.search.query({ q: "nul\u0000byte" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const anonymous = await makeCaller(db, null);
    await expect(anonymous.search.query({ q: "budget" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
