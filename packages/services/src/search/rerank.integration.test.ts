import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAppDeps, type AppDeps } from "../deps";
import { recordingJobQueue } from "../../testing/deps";
import { connectTestDb, makeUserCtx } from "../../testing/helpers";
import { insertTranscript, type Turn } from "../../testing/transcripts";
import { retrievePassages, searchMeetings, SearchInput } from ".";

/*
 * The rerank stage end to end: the real `openai` SDK (and plain fetch for a rerank endpoint) against the sandbox,
 * whose judge rates a passage by the share of the query's words it holds. The corpus is built so that this order
 * and the lexical one differ: "budget" is rare, said over and over in one meeting that is also titled so, while the
 * meeting that holds all three words says the two common ones once each, in one long turn.
 */

const { db, close } = connectTestDb();
let sandbox: RunningSandbox;
const ids: Record<string, string> = {};
let userId: string;

const Q = "budget travel approval";
const REPEATS: Turn[] = [0, 1, 2].map((i) => ({ speaker: "Ben Ode", text: "Budget, budget, the budget budget.", at: 10 * i }));
const ALL_WORDS: Turn[] = [
  {
    speaker: "Ana Ruiz",
    text: "For the offsite every booking needs travel approval first, and the budget owner signs that approval before anyone books flights, hotels, trains or anything else at all, so please wait for it.",
    at: 5,
  },
];
const COMMON = (n: number): Turn[] => [
  { speaker: "Cy Lee", text: `Travel plans for region ${n} are fine.`, at: 3 },
  { speaker: "Cy Lee", text: `Approval of the region ${n} hires came through.`, at: 9 },
];

const envFor = (extra: Record<string, string>) => ({ OPENAI_API_KEY: "sk-sandbox-test", OPENAI_BASE_URL: `${sandbox.url}/v1`, OPENAI_MAX_RETRIES: "0", SEARCH_SEMANTIC: "off", ...extra });
const depsFor = (extra: Record<string, string>): AppDeps => createAppDeps({ db, jobs: recordingJobQueue(), env: envFor(extra) });
const arm = (faults: Record<string, Record<string, number>>) =>
  fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: JSON.stringify(faults), headers: { "content-type": "application/json" } });
const armed = async () => ((await (await fetch(`${sandbox.url}/__sandbox/faults`)).json()) as { armed: unknown }).armed;
const order = async (deps: AppDeps, q = Q) => (await searchMeetings({ ctx: makeUserCtx(db, userId, { deps }), input: SearchInput.parse({ q }) })).results.map((r) => r.meeting_id);

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  userId = (await createTestUser(db, { name: "Ada" })).id;
  const make = async (title: string, turns: Turn[]) => {
    const m = await createTestMeeting(db, userId, { title, status: "completed" });
    await insertTranscript(db, m.id, userId, turns);
    return m.id;
  };
  ids.repeats = await make("Budget", REPEATS);
  ids.all = await make("Offsite", ALL_WORDS);
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) ids[`common${n}`] = await make(`Region ${n}`, COMMON(n));
});
afterEach(async () => void (await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" })));
afterAll(async () => {
  await sandbox.close();
  await close();
});

describe("search's rerank stage", () => {
  it("is off by default: no reranker is built and no chat call is made", async () => {
    const off = depsFor({});
    expect(off.reranker).toBeNull();
    await arm({ openai: { server_error: 1 } });
    const lexical = await order(off);
    expect(lexical[0]).toBe(ids.repeats);
    // The armed chat fault is still there: nothing called the chat model.
    expect(await armed()).toMatchObject({ openai: { server_error: 1 } });
  });

  it("with SEARCH_RERANK=chat, the model's scores decide the order, and Ask cites what Search shows", async () => {
    const chat = depsFor({ SEARCH_RERANK: "chat" });
    expect(chat.reranker?.name).toBe("chat:gpt-4o-mini");
    const lexical = await order(depsFor({}));
    const reranked = await order(chat);
    // The sandbox rates "Offsite" 10 (all three words), each region 7 (two of them) and "Budget" 3 (one): lexically
    // "Budget" came first; the regions' tie keeps their lexical order.
    expect(lexical[0]).toBe(ids.repeats);
    expect(reranked).toEqual([ids.all, ...lexical.filter((id) => id !== ids.all && id !== ids.repeats), ids.repeats]);

    const ctx = makeUserCtx(db, userId, { deps: chat });
    const search = await searchMeetings({ ctx, input: SearchInput.parse({ q: Q, limit: 8 }) });
    const asked = await retrievePassages({ ctx, query: Q, limit: 8 });
    expect(asked.length).toBeGreaterThan(2);
    expect(asked[0]?.meetingId).toBe(ids.all);
    expect(asked.map((p) => p.segmentId)).toEqual(search.results.flatMap((r) => r.matches.filter((m) => m.source === "transcript").map((m) => (m.source === "transcript" ? m.segment_id : ""))));
  });

  it("keeps the lexical order when the chat model fails or times out, and the search still answers", async () => {
    const lexical = await order(depsFor({}));
    const chat = depsFor({ SEARCH_RERANK: "chat", SEARCH_RERANK_TIMEOUT_MS: "300" });
    await arm({ openai: { server_error: 1 } });
    expect(await order(chat)).toEqual(lexical);
    await arm({ openai: { malformed_json: 1 } });
    expect(await order(chat)).toEqual(lexical);
    // A hung call: the sandbox answers after 3 s, and would rerank; the lexical order proves the 300 ms timeout cut it.
    await arm({ openai: { timeout: 1 } });
    expect(await order(chat)).toEqual(lexical);
    // The next search, with the model answering again, is reranked.
    expect((await order(chat))[0]).toBe(ids.all);
  });

  it("with SEARCH_RERANK=endpoint, a Cohere/Jina-style /rerank decides the order; its failures fall back too", async () => {
    const lexical = await order(depsFor({}));
    const endpoint = depsFor({ SEARCH_RERANK: "endpoint", SEARCH_RERANK_URL: `${sandbox.url}/v1/rerank`, SEARCH_RERANK_MODEL: "rerank-sandbox", SEARCH_RERANK_TIMEOUT_MS: "300" });
    expect(endpoint.reranker?.name).toBe("endpoint:rerank-sandbox");
    const reranked = await order(endpoint);
    expect(reranked[0]).toBe(ids.all);
    // The same question over the same passages again is answered from the judge's remembered scores: the armed
    // fault is never reached, and the order is the first call's.
    await arm({ rerank: { server_error: 1 } });
    expect(await order(endpoint)).toEqual(reranked);
    expect(await armed()).toMatchObject({ rerank: { server_error: 1 } });
    // A fresh process (new deps) has to ask, meets the fault and falls back.
    const fresh = () => depsFor({ SEARCH_RERANK: "endpoint", SEARCH_RERANK_URL: `${sandbox.url}/v1/rerank`, SEARCH_RERANK_MODEL: "rerank-sandbox", SEARCH_RERANK_TIMEOUT_MS: "300" });
    expect(await order(fresh())).toEqual(lexical);
    await arm({ rerank: { timeout: 1 } });
    expect(await order(fresh())).toEqual(lexical);
  });
});
