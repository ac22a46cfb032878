import { createTestMeeting } from "@understudy/db/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb, makeUserCtx } from "../../testing/helpers";
import { createTestUser } from "@understudy/db/test";
import { insertTranscript } from "../../testing/transcripts";
import { retrievePassages, SearchInput, searchMeetings } from ".";

const { db, close } = connectTestDb();
afterAll(() => close());

let ada: ReturnType<typeof makeUserCtx>;
let bob: ReturnType<typeof makeUserCtx>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const a = await createTestUser(db);
  const b = await createTestUser(db);
  ada = makeUserCtx(db, a.id);
  bob = makeUserCtx(db, b.id);
  const budget = await createTestMeeting(db, a.id, { title: "Q3 budget review", scheduledAt: new Date("2026-09-02T15:00:00Z"), platform: "zoom" });
  await insertTranscript(db, budget.id, a.id, [
    { speaker: "Ada Lovelace", text: "Marketing went over by twelve percent this quarter.", at: 0 },
    { speaker: "Grace Hopper", text: "We decided to cut the travel budget in half for Q3.", at: 95.7 },
    { speaker: "Ada Lovelace", text: "Hiring stays frozen until the October board meeting.", at: 130 },
  ]);
  const design = await createTestMeeting(db, a.id, { title: "Design crit", scheduledAt: new Date("2026-10-14T10:00:00Z"), platform: "google_meet" });
  await insertTranscript(db, design.id, a.id, [{ speaker: "Linus Park", text: "The illustration budget comes out of the brand line.", at: 61 }]);
  const secret = await createTestMeeting(db, b.id, { title: "Bob's budget", scheduledAt: new Date("2026-09-10T09:00:00Z") });
  await insertTranscript(db, secret.id, b.id, [{ speaker: "Bob", text: "We decided the Q3 acquisition budget is forty million.", at: 5 }]);
  Object.assign(ids, { budget: budget.id, design: design.id, secret: secret.id });
});

describe("retrievePassages", () => {
  it("answers a question with the turns that share most of its words, citing speaker, second and a transcript link", async () => {
    const passages = await retrievePassages({ ctx: ada, query: "What did we decide about the Q3 budget?" });
    const [top] = passages;
    expect(top).toMatchObject({
      meetingId: ids.budget,
      meetingTitle: "Q3 budget review",
      speaker: "Grace Hopper",
      startSeconds: 95.7,
      href: `/meetings/${ids.budget}#t=95`,
    });
    // A passage is a few consecutive turns: the cited one and its neighbours.
    expect(top?.text.split("\n")).toContain("Grace Hopper: We decided to cut the travel budget in half for Q3.");
    expect(passages.map((p) => p.meetingId)).toContain(ids.design);
    expect(passages.every((p, i) => i === 0 || (passages[i - 1]?.score ?? 0) >= p.score)).toBe(true);
  });

  it("cites the same passages, in the same order, as Search shows for the same question", async () => {
    const question = "What did we decide about the Q3 budget?";
    const { results } = await searchMeetings({ ctx: ada, input: SearchInput.parse({ q: question }) });
    const shown = results.flatMap((r) => r.matches.filter((m) => m.source === "transcript").map((m) => m.segment_id));
    const passages = await retrievePassages({ ctx: ada, query: question, limit: shown.length });
    expect(passages.map((p) => p.segmentId)).toEqual(shown);
  });

  it("favours the turns of a speaker the question names", async () => {
    const [top] = await retrievePassages({ ctx: ada, query: "What did Linus say about the budget?" });
    expect(top).toMatchObject({ meetingId: ids.design, speaker: "Linus Park" });
    const [plain] = await retrievePassages({ ctx: ada, query: "What did Grace say about the budget?" });
    expect(plain).toMatchObject({ meetingId: ids.budget, speaker: "Grace Hopper" });
  });

  it("never returns another user's words, and honours limit and filters", async () => {
    const mine = await retrievePassages({ ctx: ada, query: "acquisition forty million" });
    expect(mine).toEqual([]);
    const theirs = await retrievePassages({ ctx: bob, query: "budget travel illustration Q3" });
    expect(theirs.map((p) => p.meetingId)).toEqual([ids.secret]);
    expect(await retrievePassages({ ctx: ada, query: "budget", limit: 1 })).toHaveLength(1);
    expect((await retrievePassages({ ctx: ada, query: "budget", filters: { platform: "google_meet" } })).map((p) => p.meetingId)).toEqual([ids.design]);
    expect((await retrievePassages({ ctx: ada, query: "budget", filters: { participant: "linus" } })).map((p) => p.meetingId)).toEqual([ids.design]);
    expect(await retrievePassages({ ctx: ada, query: "budget", filters: { meetingIds: ["not-a-uuid"] } })).toEqual([]);
  });

  it("is safe with empty, stop-word-only and operator-laden questions", async () => {
    for (const query of ["", "  ", "the and of", "&|!():*<->", "'; drop table meetings; --", "\\' \\\\ ''", "nul\u0000byte budget", "ööö 会议 😀"]) {
      const passages = await retrievePassages({ ctx: ada, query });
      expect(Array.isArray(passages)).toBe(true);
    }
    expect((await retrievePassages({ ctx: ada, query: "budget:* & !(" })).length).toBeGreaterThan(0);
  });
});
