import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meetingSummaries } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { createApiToken, revokeApiToken } from "@understudy/services/api-tokens";
import { eventually, startBotRig, type BotRig } from "@understudy/services/testing/bots";
import { sandboxModel } from "@understudy/services/testing/deps";
import { insertTranscript } from "@understudy/services/testing/transcripts";
import type { SummaryContent } from "@understudy/services/summaries";
import { syncSummaryActionItems } from "@understudy/services/action-items";
import { connectTestDb, makeUserCtx, startMcpServer, startRestServer } from "../support/helpers";
import { restClient, type RestCall } from "../support/rest-client";

const { db, close } = connectTestDb();
const DAY = 86_400_000;
const TOOLS = ["ask", "complete_action_item", "deploy_bot", "fetch", "get_meeting", "get_meetings", "get_transcript", "list_action_items", "list_meetings", "search", "search_meetings", "whoami"];

/** MCP's results carry an absolute `url` beside every app path; without them they are REST's body exactly. */
function withoutUrls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUrls);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).filter(([k]) => k !== "url").map(([k, v]) => [k, withoutUrls(v)]));
  return value;
}

let rig: BotRig;
let rest: { url: string; close(): Promise<void> };
let mcp: { url: string; close(): Promise<void> };
let call: RestCall;
const clients: Client[] = [];
/** Ada's client, which has listed the tools: the SDK client then checks every structured result against its tool's output schema. */
let ada: Client;
const tokens: Record<"ada" | "bob" | "carol", string> = { ada: "", bob: "", carol: "" };
const ids: Record<string, string> = {};

/** A personal API token made the way Settings makes one. */
async function tokenFor(userId: string): Promise<{ id: string; token: string }> {
  const { id, token } = await createApiToken({ ctx: makeUserCtx(db, userId), input: { name: "assistant" } });
  return { id, token };
}

async function connect(token: string | null): Promise<Client> {
  const client = new Client({ name: "understudy-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(mcp.url), { requestInit: { headers: token ? { Authorization: `Bearer ${token}` } : {} } });
  await client.connect(transport);
  clients.push(client);
  return client;
}

const structured = (result: unknown) => {
  const r = result as CallToolResult;
  expect(r.isError ?? false, JSON.stringify(r.content)).toBe(false);
  return r.structuredContent as Record<string, unknown>;
};
const errorText = (result: unknown) => {
  const r = result as CallToolResult;
  expect(r.isError).toBe(true);
  expect(r.structuredContent).toBeUndefined();
  return (r.content[0] as { text: string }).text;
};
const text = (result: unknown) => ((result as CallToolResult).content[0] as { text: string }).text;
const detail = (body: unknown) => (body as { detail: string }).detail;

async function readySummary(meetingId: string, userId: string, version: number, content: SummaryContent) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(meetingSummaries)
      .values({ meetingId, userId, version, status: "ready", model: "gpt-4o-mini", promptVersion: "test", transcriptHash: `h${version}`, content, completedAt: new Date() })
      .returning({ id: meetingSummaries.id });
    // As summary.generate stores a ready version: its action items become rows in the same transaction.
    await syncSummaryActionItems(tx, { summaryId: row?.id ?? "", meetingId, userId, content, now: new Date() });
  });
}

const summary = (items: SummaryContent["action_items"], gist = "Pricing for the Acme renewal"): SummaryContent => ({
  gist,
  overview: "The team agreed what to do and who follows up.",
  key_points: [{ point: "Acme wants a multi-year discount", timestamp: 12 }],
  action_items: items,
  decisions: [{ decision: "Offer 12% for three years", context: "Acme asked for a discount", timestamp: 40 }],
});

beforeAll(async () => {
  rig = await startBotRig(db, { with: (sandbox) => ({ model: sandboxModel(sandbox.url), queryEmbedder: sandboxModel(sandbox.url, { timeoutMs: 3000, maxRetries: 0 }) }) });
  rest = await startRestServer(db, undefined, rig.appDeps);
  mcp = await startMcpServer(db, rig.appDeps);
  call = restClient(rest.url);

  const adaUser = await createTestUser(db, { name: "Ada Lovelace", subscriptionPlan: "pro" });
  const bob = await createTestUser(db, { name: "Bob Stone" });
  const carol = await createTestUser(db, { name: "Carol Free", trialEndsAt: new Date(Date.now() - DAY) });
  tokens.ada = (await tokenFor(adaUser.id)).token;
  tokens.bob = (await tokenFor(bob.id)).token;
  tokens.carol = (await tokenFor(carol.id)).token;
  ids.ada = adaUser.id;

  const pricing = await createTestMeeting(db, adaUser.id, { title: "Acme renewal pricing", scheduledAt: new Date(Date.now() - 3 * DAY), platform: "zoom", status: "completed" });
  await insertTranscript(db, pricing.id, adaUser.id, [
    { speaker: "Ada Lovelace", text: "Acme asked again about pricing for the renewal.", at: 0 },
    { speaker: "Grace Hopper", text: "They want a multi-year discount on the pricing before signing.", at: 12.4 },
    { speaker: "Ada Lovelace", text: "We decided to offer twelve percent for three years.", at: 40 },
    { speaker: "Grace Hopper", text: "I will send the revised quote by Friday.", at: 61.9 },
  ]);
  // An older version whose items are no longer current: only the newest ready summary counts.
  await readySummary(pricing.id, adaUser.id, 1, summary([{ task: "Stale task", owner: "Nobody", due: null, timestamp: 1 }]));
  await readySummary(
    pricing.id,
    adaUser.id,
    2,
    summary([
      { task: "Send the revised quote", owner: "Grace Hopper", due: "Friday", timestamp: 61.9 },
      { task: "Check the discount with finance", owner: "Ada Lovelace", due: null, timestamp: 40 },
    ]),
  );
  const design = await createTestMeeting(db, adaUser.id, { title: "Design crit", scheduledAt: new Date(Date.now() - 2 * DAY), platform: "google_meet", status: "completed" });
  await readySummary(design.id, adaUser.id, 1, summary([{ task: "Redraw the onboarding screens", owner: "Grace Hopper", due: "next week", timestamp: 5 }], "Onboarding screens"));
  const upcoming = await createTestMeeting(db, adaUser.id, { title: "Quarterly planning", scheduledAt: new Date(Date.now() + 2 * DAY), status: "scheduled" });
  const secret = await createTestMeeting(db, bob.id, { title: "Bob's acquisition", scheduledAt: new Date(Date.now() - DAY), status: "completed" });
  await insertTranscript(db, secret.id, bob.id, [{ speaker: "Bob Stone", text: "The acquisition pricing is forty million.", at: 5 }]);
  await readySummary(secret.id, bob.id, 1, summary([{ task: "Bob's secret task", owner: "Grace Hopper", due: "Friday", timestamp: 5 }], "Acquisition"));
  ada = await connect(tokens.ada);
  await ada.listTools();
  Object.assign(ids, { pricing: pricing.id, design: design.id, upcoming: upcoming.id, secret: secret.id });
});

afterAll(async () => {
  for (const c of clients) await c.close();
  await mcp.close();
  await rest.close();
  await rig.close();
  await close();
});

describe("MCP server at /api/mcp", () => {
  it("lists every tool with an input schema from the procedures' zod schemas and an output schema", async () => {
    const client = ada;
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
    const search = tools.find((t) => t.name === "search_meetings");
    expect(search?.inputSchema).toMatchObject({ type: "object", properties: { q: { type: "string", maxLength: 500 }, limit: { maximum: 50 } }, required: ["q"] });
    expect(tools.find((t) => t.name === "list_meetings")?.inputSchema.properties).toHaveProperty("past");
    for (const t of tools) expect(t.outputSchema, t.name).toMatchObject({ type: "object" });
    expect(client.getInstructions()).toContain("search_meetings");
  });

  it("search_meetings answers what GET /api/search answers, with a text form linking to the moment", async () => {
    const client = ada;
    const result = await client.callTool({ name: "search_meetings", arguments: { q: "pricing" } });
    const viaRest = await call("GET", "/search?q=pricing", { token: tokens.ada });
    expect(viaRest.status).toBe(200);
    expect(withoutUrls(structured(result))).toEqual(viaRest.body);
    const found = structured(result) as { results: { meeting_id: string; url: string; matches: { href: string; url: string }[] }[] };
    expect(found.results[0]?.url).toBe(`${rig.appDeps.config.appUrl}/meetings/${ids.pricing}`);
    for (const m of found.results[0]?.matches ?? []) expect(m.url).toBe(`${rig.appDeps.config.appUrl}${m.href}`);
    expect(found.results.map((r) => r.meeting_id)).toEqual([ids.pricing]);
    expect(text(result)).toContain(`${rig.appDeps.config.appUrl}/meetings/${ids.pricing}#t=`);
  });

  it("ask answers what POST /api/search/ask answers, citing transcript moments", async () => {
    const client = ada;
    const question = "What discount did we offer Acme?";
    const result = await client.callTool({ name: "ask", arguments: { question } });
    const viaRest = await call("POST", "/search/ask", { token: tokens.ada, json: { question } });
    expect(viaRest.status).toBe(200);
    const answer = structured(result) as { answered: boolean; citations: { meeting_id: string; link: string; url: string }[] };
    expect(withoutUrls(answer)).toEqual(viaRest.body);
    expect(answer.citations.every((c) => c.url === `${rig.appDeps.config.appUrl}${c.link}`)).toBe(true);
    expect(answer.answered).toBe(true);
    expect(answer.citations.every((c) => c.meeting_id === ids.pricing && c.link.startsWith(`/meetings/${ids.pricing}#t=`))).toBe(true);
    expect(text(result)).toContain("Sources:");
  });

  it("list_meetings pages upcoming and past meetings as GET /api/meetings does", async () => {
    const client = ada;
    const past = structured(await client.callTool({ name: "list_meetings", arguments: { past: true, limit: 1 } }));
    const pastRest = await call("GET", "/meetings?past=true&limit=1", { token: tokens.ada });
    expect(withoutUrls(past)).toEqual({ meetings: pastRest.body, limit: 1, offset: 0, next_offset: 1 });
    expect((past.meetings as { id: string }[]).map((m) => m.id)).toEqual([ids.design]);
    const second = structured(await client.callTool({ name: "list_meetings", arguments: { past: true, limit: 1, offset: 1 } }));
    expect((second.meetings as { id: string }[]).map((m) => m.id)).toEqual([ids.pricing]);
    const upcoming = structured(await client.callTool({ name: "list_meetings", arguments: { upcoming: true } }));
    expect(withoutUrls(upcoming)).toEqual({ meetings: (await call("GET", "/meetings?upcoming=true", { token: tokens.ada })).body, limit: 100, offset: 0, next_offset: null });
    expect((upcoming.meetings as { id: string }[]).map((m) => m.id)).toEqual([ids.upcoming]);
    const both = await client.callTool({ name: "list_meetings", arguments: { past: true, upcoming: true } });
    expect(errorText(both)).toContain("upcoming and past cannot both be true");
    // Input the schema refuses is a tool error naming the field, not a protocol failure.
    expect(errorText(await client.callTool({ name: "list_meetings", arguments: { limit: 0 } }))).toMatch(/limit/);
  });

  it("list_action_items lists the current summaries' items across meetings, as GET /api/action-items does", async () => {
    const client = ada;
    const all = structured(await client.callTool({ name: "list_action_items", arguments: {} }));
    expect(withoutUrls(all)).toEqual((await call("GET", "/action-items", { token: tokens.ada })).body);
    // Dated items first (which of the two comes first depends on today's weekday), the undated one last.
    const texts = (all.items as { text: string }[]).map((i) => i.text);
    expect(texts.slice(0, 2).sort()).toEqual(["Redraw the onboarding screens", "Send the revised quote"]);
    expect(texts[2]).toBe("Check the discount with finance");
    const grace = structured(await client.callTool({ name: "list_action_items", arguments: { owner: "grace", due: "fri" } }));
    expect(withoutUrls(grace)).toEqual((await call("GET", "/action-items?owner=grace&due=fri", { token: tokens.ada })).body);
    expect(grace).toMatchObject({
      next_offset: null,
      items: [{ text: "Send the revised quote", owner: "Grace Hopper", owner_is_user: false, due: "Friday", status: "open", meeting_id: ids.pricing, link: `/meetings/${ids.pricing}#t=61`, url: `${rig.appDeps.config.appUrl}/meetings/${ids.pricing}#t=61` }],
    });
    const undated = structured(await client.callTool({ name: "list_action_items", arguments: { has_due: false } }));
    expect((undated.items as { text: string }[]).map((i) => i.text)).toEqual(["Check the discount with finance"]);
    const paged = structured(await client.callTool({ name: "list_action_items", arguments: { limit: 1, offset: 1 } }));
    expect(paged).toMatchObject({ next_offset: 2, limit: 1, offset: 1, items: [{ text: texts[1] }] });
    // "me" is the user (Ada Lovelace), matched by name; the done ones leave the open list and MCP can tick one off.
    const mine = structured(await client.callTool({ name: "list_action_items", arguments: { owner: "me", status: "open" } })) as { items: { id: string; text: string; owner_is_user: boolean }[] };
    expect(mine.items.map((i) => [i.text, i.owner_is_user])).toEqual([["Check the discount with finance", true]]);
    const id = mine.items[0]?.id ?? "";
    expect(structured(await client.callTool({ name: "complete_action_item", arguments: { id } }))).toMatchObject({ id, status: "done" });
    expect(structured(await client.callTool({ name: "list_action_items", arguments: { owner: "me", status: "open" } }))).toMatchObject({ next_offset: null, items: [] });
    expect((await call("GET", "/action-items?owner=me&status=done", { token: tokens.ada })).body).toMatchObject({ next_offset: null, items: [{ id, status: "done" }] });
    expect(structured(await client.callTool({ name: "complete_action_item", arguments: { id, done: false } }))).toMatchObject({ id, status: "open", done_at: null });
    // Another user's item is the same "not found" as REST's.
    const bobsItem = ((await call("GET", "/action-items", { token: tokens.bob })).body as { items: { id: string }[] }).items[0]?.id ?? "";
    expect(errorText(await client.callTool({ name: "complete_action_item", arguments: { id: bobsItem } }))).toBe(detail((await call("PATCH", `/action-items/${bobsItem}`, { token: tokens.ada, json: { status: "done" } })).body));
    expect(text(await client.callTool({ name: "list_action_items", arguments: { limit: 1 } }))).toContain("More: offset 1.");
  });

  it("deploy_bot sends the stand-in as POST /api/bot/deploy does; get_meeting and get_transcript then show what it captured", async () => {
    const client = ada;
    const meeting = await createTestMeeting(db, ids.ada ?? "", { title: "Weekly sync", platform: "google_meet" });
    const link = "https://meet.google.com/abc-defg-hij";
    const deployed = structured(await client.callTool({ name: "deploy_bot", arguments: { meeting_url: link, meeting_id: meeting.id } })) as { session_id: string };
    const viaRest = await call("POST", "/bot/deploy", { token: tokens.ada, json: { meeting_url: `${link}?scenario=nobody-joins` } });
    expect(viaRest.status).toBe(200);
    expect({ ...deployed, session_id: "" }).toEqual({ ...(viaRest.body as object), session_id: "" });

    await eventually(
      () => call("GET", `/bot/sessions/${deployed.session_id}`, { token: tokens.ada }),
      (r) => (r.body as { session: { provider_status: string | null } }).session.provider_status === "done",
    );
    const session = (await call("GET", `/bot/sessions/${deployed.session_id}`, { token: tokens.ada })).body as {
      participants: { name: string }[];
      transcript: { segment_id: string; speaker: string; start_seconds: number; end_seconds: number; text: string }[];
    };

    const details = structured(await client.callTool({ name: "get_meeting", arguments: { id: meeting.id } })) as {
      meeting: unknown;
      attendance: { name: string; status: string }[];
      session: { session_id: string };
    };
    expect(withoutUrls(details.meeting)).toEqual((await call("GET", `/meetings/${meeting.id}`, { token: tokens.ada })).body);
    expect(details.session.session_id).toBe(deployed.session_id);
    expect(details.attendance.filter((a) => a.status === "present").map((a) => a.name)).toEqual(session.participants.map((p) => p.name));

    const first = structured(await client.callTool({ name: "get_transcript", arguments: { meeting_id: meeting.id, limit: 5 } })) as {
      total: number;
      next_offset: number | null;
      segments: { link: string; url: string; start_seconds: number }[];
    };
    expect(first.total).toBe(session.transcript.length);
    expect(first.next_offset).toBe(5);
    expect(first.segments.map(({ link: _link, url: _url, ...s }) => s)).toEqual(session.transcript.slice(0, 5));
    expect(first.segments[0]?.link).toBe(`/meetings/${meeting.id}#t=${Math.floor(first.segments[0]?.start_seconds ?? 0)}`);
    const rest = structured(await client.callTool({ name: "get_transcript", arguments: { meeting_id: meeting.id, offset: 5, limit: 500 } })) as { segments: unknown[]; next_offset: number | null };
    expect(rest.segments).toHaveLength(session.transcript.length - 5);
    expect(rest.next_offset).toBeNull();
  });

  it("get_meeting carries the current summary; the resource understudy://meetings/{id} reads the same", async () => {
    const client = ada;
    const details = structured(await client.callTool({ name: "get_meeting", arguments: { id: ids.pricing } }));
    expect(details).toMatchObject({ summary_version: 2, summary: { action_items: [{ task: "Send the revised quote" }, { task: "Check the discount with finance" }] } });
    expect(text(await client.callTool({ name: "get_meeting", arguments: { id: ids.pricing } }))).toContain("- [ ] Send the revised quote (Grace Hopper, Friday)");
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(["understudy://meetings/{id}"]);
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toContain(`understudy://meetings/${ids.pricing}`);
    expect(resources.map((r) => r.uri)).not.toContain(`understudy://meetings/${ids.secret}`);
    const read = await client.readResource({ uri: `understudy://meetings/${ids.pricing}` });
    expect(JSON.parse((read.contents[0] as { text: string }).text)).toEqual(details);
    // One name for the moment: the summary's items are at start_seconds, with their url.
    expect((details.summary as { decisions: unknown[] }).decisions).toEqual([
      { decision: "Offer 12% for three years", context: "Acme asked for a discount", start_seconds: 40, url: `${rig.appDeps.config.appUrl}/meetings/${ids.pricing}#t=40` },
    ]);
  });

  it("a resource URI whose %-encoding is broken is a clean 'not found', never an internal error", async () => {
    for (const id of ["%zz", "%E0%A4%A", "abc%"]) {
      await expect(ada.readResource({ uri: `understudy://meetings/${id}` })).rejects.toMatchObject({ code: -32002, message: expect.stringContaining("Meeting not found") });
    }
  });

  it("get_transcript opens at a second or at a turn's id, every turn carrying its segment_id and absolute url", async () => {
    const appUrl = rig.appDeps.config.appUrl;
    const all = structured(await ada.callTool({ name: "get_transcript", arguments: { meeting_id: ids.pricing } })) as { segments: { segment_id: string; start_seconds: number; url: string }[] };
    expect(all.segments.map((s) => s.start_seconds)).toEqual([0, 12.4, 40, 61.9]);
    expect(new Set(all.segments.map((s) => s.segment_id)).size).toBe(4);
    expect(all.segments[1]?.url).toBe(`${appUrl}/meetings/${ids.pricing}#t=12`);
    // 45 s falls in the turn that started at 40; one turn of context before it.
    const at = structured(await ada.callTool({ name: "get_transcript", arguments: { meeting_id: ids.pricing, at_seconds: 45, before: 1, limit: 2 } }));
    expect(at).toMatchObject({ offset: 1, focus_segment_id: all.segments[2]?.segment_id, next_offset: 3 });
    expect((at.segments as { start_seconds: number }[]).map((s) => s.start_seconds)).toEqual([12.4, 40]);
    const bySegment = structured(await ada.callTool({ name: "get_transcript", arguments: { meeting_id: ids.pricing, segment_id: all.segments[3]?.segment_id, limit: 5 } }));
    expect(bySegment).toMatchObject({ offset: 3, next_offset: null, segments: [{ text: "I will send the revised quote by Friday." }] });
    expect(text(await ada.callTool({ name: "get_transcript", arguments: { meeting_id: ids.pricing, at_seconds: 61.9 } }))).toContain(`[1:01, ${all.segments[3]?.segment_id}] Grace Hopper`);
    expect(errorText(await ada.callTool({ name: "get_transcript", arguments: { meeting_id: ids.pricing, segment_id: "not-a-turn" } }))).toBe("Transcript turn not found");
    // The segment a search match names is the turn get_transcript opens at.
    const match = (structured(await ada.callTool({ name: "search_meetings", arguments: { q: "revised quote" } })) as { results: { matches: { segment_id: string | null }[] }[] }).results[0]?.matches[0];
    expect(match?.segment_id).toBe(all.segments[3]?.segment_id);
  });

  it("whoami names the user and what the connection may do; get_meetings reads several meetings at once", async () => {
    expect(structured(await ada.callTool({ name: "whoami", arguments: {} }))).toEqual({
      user: { id: ids.ada, name: "Ada Lovelace", email: expect.any(String), subscription_plan: "pro", trial_days_remaining: expect.any(Number) },
      scopes: ["meetings:read", "meetings:ask", "bot:send", "action_items:write"],
      via: "token",
      app_url: rig.appDeps.config.appUrl,
    });
    const batch = structured(await ada.callTool({ name: "get_meetings", arguments: { ids: [ids.design, ids.secret, ids.pricing, ids.design, "nope"] } })) as { meetings: { meeting: { id: string } }[]; not_found: string[] };
    expect(batch.meetings.map((m) => m.meeting.id)).toEqual([ids.design, ids.pricing]);
    expect(batch.not_found).toEqual([ids.secret, "nope"]);
    expect(errorText(await ada.callTool({ name: "get_meetings", arguments: { ids: [] } }))).toMatch(/ids/);
  });

  it("search and fetch answer in the connectors' shape: JSON text equal to the structured content, absolute urls", async () => {
    const appUrl = rig.appDeps.config.appUrl;
    const found = await ada.callTool({ name: "search", arguments: { query: "revised quote" } });
    const results = structured(found) as { results: { id: string; title: string; url: string }[] };
    expect(JSON.parse(text(found))).toEqual(results);
    expect(results.results).toEqual([{ id: ids.pricing, title: expect.stringContaining("Acme renewal pricing"), url: expect.stringMatching(new RegExp(`^${appUrl}/meetings/${ids.pricing}#t=\\d+$`)) }]);
    const doc = await ada.callTool({ name: "fetch", arguments: { id: ids.pricing } });
    const body = structured(doc) as { id: string; title: string; text: string; url: string; metadata: Record<string, string> };
    expect(JSON.parse(text(doc))).toEqual(body);
    expect(body).toMatchObject({ id: ids.pricing, title: "Acme renewal pricing", url: `${appUrl}/meetings/${ids.pricing}`, metadata: { platform: "zoom", summary_version: "2" } });
    expect(body.text).toContain("[1:01] Grace Hopper: I will send the revised quote by Friday.");
    expect(errorText(await ada.callTool({ name: "fetch", arguments: { id: ids.secret } }))).toMatch(/not found/i);
  });

  it("offers a briefing prompt: the next meeting, its people, the last meeting with them and its open items", async () => {
    const grace = { email: "grace@acme.test", name: "Grace Hopper", self: false, organizer: false, responseStatus: "accepted" };
    const earlier = await createTestMeeting(db, ids.ada ?? "", { title: "Acme kickoff", scheduledAt: new Date(Date.now() - 20 * DAY), status: "completed", attendees: [grace] });
    await readySummary(earlier.id, ids.ada ?? "", 1, summary([{ task: "Share the security questionnaire", owner: "Grace Hopper", due: "next week", timestamp: 30 }]));
    const next = await createTestMeeting(db, ids.ada ?? "", { title: "Acme follow-up", scheduledAt: new Date(Date.now() + DAY), status: "scheduled", attendees: [grace] });
    const { prompts } = await ada.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(["prepare_for_meeting"]);
    const brief = await ada.getPrompt({ name: "prepare_for_meeting", arguments: {} });
    const body = (brief.messages[0]?.content as { text: string }).text;
    expect(body).toContain("Acme follow-up");
    expect(body).toContain("Grace Hopper <grace@acme.test>");
    expect(body).toContain("Acme kickoff");
    expect(body).toContain(`- Share the security questionnaire (Grace Hopper, next week) ${rig.appDeps.config.appUrl}/meetings/${earlier.id}#t=30`);
    const named = await ada.getPrompt({ name: "prepare_for_meeting", arguments: { meeting_id: next.id } });
    expect((named.messages[0]?.content as { text: string }).text).toContain("Acme kickoff");
    await expect(ada.getPrompt({ name: "prepare_for_meeting", arguments: { meeting_id: ids.secret ?? "" } })).rejects.toThrow(/not found/i);
  });

  it("another user's meeting is not found, exactly as REST says, and never appears in a list", async () => {
    const client = ada;
    const notFound = detail((await call("GET", `/meetings/${ids.secret}`, { token: tokens.ada })).body);
    expect(notFound).toMatch(/not found/i);
    expect(errorText(await client.callTool({ name: "get_meeting", arguments: { id: ids.secret } }))).toBe(notFound);
    expect(errorText(await client.callTool({ name: "get_transcript", arguments: { meeting_id: ids.secret } }))).toBe(notFound);
    await expect(client.readResource({ uri: `understudy://meetings/${ids.secret}` })).rejects.toThrow(notFound);
    const search = structured(await client.callTool({ name: "search_meetings", arguments: { q: "acquisition" } }));
    expect(search.results).toEqual([]);
    const items = structured(await client.callTool({ name: "list_action_items", arguments: {} })) as { items: { meeting_id: string }[] };
    expect(items.items.map((i) => i.meeting_id)).not.toContain(ids.secret);
    const asBob = await connect(tokens.bob);
    expect(structured(await asBob.callTool({ name: "get_meeting", arguments: { id: ids.secret } }))).toMatchObject({ meeting: { title: "Bob's acquisition" } });
  });

  it("a free user past the trial gets the plan's message, the one the REST 403 carries", async () => {
    const client = await connect(tokens.carol);
    const deployRest = await call("POST", "/bot/deploy", { token: tokens.carol, json: { meeting_url: "https://meet.google.com/abc-defg-hij" } });
    expect(deployRest.status).toBe(403);
    expect(errorText(await client.callTool({ name: "deploy_bot", arguments: { meeting_url: "https://meet.google.com/abc-defg-hij" } }))).toBe(detail(deployRest.body));
    expect(detail(deployRest.body)).toContain("Pro plan");
    const askRest = await call("POST", "/search/ask", { token: tokens.carol, json: { question: "Anything?" } });
    expect(askRest.status).toBe(403);
    expect(errorText(await client.callTool({ name: "ask", arguments: { question: "Anything?" } }))).toBe(detail(askRest.body));
    // What was captured stays readable after the trial, as in the app.
    expect(structured(await client.callTool({ name: "list_meetings", arguments: {} }))).toMatchObject({ meetings: [] });
  });

  it("shares REST's rate limits: a user over the question limit is refused with the same message either way", async () => {
    const dave = await createTestUser(db, { subscriptionPlan: "pro" });
    const { token } = await tokenFor(dave.id);
    // The limits are counted in PostgreSQL per user, whichever door the requests came through.
    for (let i = 0; i < 20; i++) await rig.appDeps.limits.ask.hit(dave.id, Date.now());
    const viaRest = await call("POST", "/search/ask", { token, json: { question: "Anything?" } });
    expect(viaRest.status).toBe(429);
    const client = await connect(token);
    expect(errorText(await client.callTool({ name: "ask", arguments: { question: "Anything?" } }))).toBe(detail(viaRest.body));
  });

  it("refuses a request without a token, and a revoked token, with 401", async () => {
    const anonymous = await fetch(mcp.url, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toContain("Bearer");
    expect(await anonymous.json()).toEqual({ detail: "Not authenticated" });
    await expect(connect(null)).rejects.toMatchObject({ code: 401, message: expect.stringContaining("Not authenticated") });

    const user = await createTestUser(db);
    const made = await tokenFor(user.id);
    const client = await connect(made.token);
    expect((await client.listTools()).tools).toHaveLength(TOOLS.length);
    await revokeApiToken({ ctx: makeUserCtx(db, user.id), input: { id: made.id } });
    await expect(client.listTools()).rejects.toMatchObject({ code: 401 });
    await expect(connect(made.token)).rejects.toMatchObject({ code: 401 });
  });

  it("has no sessions: GET and DELETE answer 405, and every POST stands alone", async () => {
    for (const method of ["GET", "DELETE"]) {
      const res = await fetch(mcp.url, { method, headers: { authorization: `Bearer ${tokens.ada}`, accept: "text/event-stream" } });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
    }
    const res = await fetch(mcp.url, {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.ada}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "list_meetings", arguments: { upcoming: true } } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("mcp-session-id")).toBeNull();
    const body = (await res.json()) as { id: number; result: { structuredContent: { meetings: { id: string }[] } } };
    expect(body.id).toBe(7);
    expect(body.result.structuredContent.meetings.map((m) => m.id)).toContain(ids.upcoming);
  });
});
