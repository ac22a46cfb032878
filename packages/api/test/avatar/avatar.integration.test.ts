import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestMeeting } from "@understudy/db/test";
import { AVATAR_CONSENT_VERSION } from "@understudy/services/avatar";
import { seedAvatarHistory } from "@understudy/services/testing/avatar";
import { insertTranscript } from "@understudy/services/testing/transcripts";
import { testDeps } from "@understudy/services/testing/deps";
import { createOpenAISpeech } from "@understudy/integrations/ai";
import { connectTestDb, makeCaller, signedInUser, startRestServer } from "../support/helpers";
import { restClient, type RestCall } from "../support/rest-client";

const { db, close } = connectTestDb();
// Speech is configured (stock voices are listed) but never called: settings only.
const deps = testDeps(db, { speech: createOpenAISpeech({ apiKey: "sk-x", baseURL: "http://127.0.0.1:9/v1", model: "tts-1", voice: "alloy", timeoutMs: 100, maxRetries: 0 }) });
let server: Awaited<ReturnType<typeof startRestServer>>;
let call: RestCall;
beforeAll(async () => {
  server = await startRestServer(db, undefined, deps);
  call = restClient(server.url);
});
afterAll(async () => {
  await server.close();
  await close();
});

async function user(plan: "pro" | "free", meetings: number) {
  const u = await signedInUser(db, { name: "Ada Lovelace", email: `ada-${randomUUID()}@understudy.test`, subscriptionPlan: plan });
  await seedAvatarHistory(db, u.user.id, "Ada Lovelace", meetings);
  const meeting = await createTestMeeting(db, u.user.id, { title: "Weekly sync" });
  return { ...u, meetingId: meeting.id };
}

const detail = (body: unknown) => (body as { detail: string }).detail;

/** Every avatar path but the eligibility one, with a body where it needs one. */
const paths = (meetingId: string): [string, string, unknown?][] => [
  ["GET", "/avatar"],
  ["PUT", "/avatar", { enabled: true }],
  ["POST", "/avatar/consent", { consent_version: AVATAR_CONSENT_VERSION, agreement: "I agree" }],
  ["DELETE", "/avatar/consent"],
  ["POST", "/avatar/persona/rebuild"],
  ["GET", "/avatar/action-items"],
  ["POST", `/avatar/action-items/${randomUUID()}/resolve`],
  ["GET", `/meetings/${meetingId}/avatar`],
  ["PUT", `/meetings/${meetingId}/avatar`, { enabled: true }],
  ["GET", `/meetings/${meetingId}/avatar/log`],
];

describe("eligibility: Pro and 40 meetings in which the user spoke, on every path", () => {
  it("tells a free user what is missing, and refuses every avatar path with 403 naming it (REST and tRPC)", async () => {
    const { token, meetingId } = await user("free", 3);
    const res = await call("GET", "/avatar/eligibility", { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ eligible: false, pro: false, meetings_with_your_voice: 3, meetings_required: 40 });
    expect((res.body as { missing: string[] }).missing).toEqual([expect.stringMatching(/^Pro only/), expect.stringMatching(/^3 of 40 meetings/)]);
    for (const [method, path, json] of paths(meetingId)) {
      const r = await call(method, path, { token, json });
      expect([method, path, r.status]).toEqual([method, path, 403]);
      expect(detail(r.body)).toMatch(/Pro only.*3 of 40 meetings/);
    }
    const caller = await makeCaller(db, token, undefined, deps);
    await expect(caller.avatar.settings.get()).rejects.toMatchObject({ code: "FORBIDDEN", message: expect.stringContaining("Pro only") });
    await expect(caller.avatar.log({ id: meetingId })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("tells a Pro user with 12 meetings how many are missing, on every path", async () => {
    const { token, meetingId } = await user("pro", 12);
    expect((await call("GET", "/avatar/eligibility", { token })).body).toMatchObject({ eligible: false, pro: true, missing: [expect.stringMatching(/^12 of 40 meetings/)] });
    for (const [method, path, json] of paths(meetingId)) {
      const r = await call(method, path, { token, json });
      expect(r.status).toBe(403);
      expect(detail(r.body)).toContain("12 of 40 meetings");
      expect(detail(r.body)).not.toContain("Pro only");
    }
  });

  it("counts only meetings where the user spoke, not meetings others spoke in", async () => {
    const { user: u, token } = await user("pro", 39);
    await seedAvatarHistory(db, u.id, "Someone Else", 5);
    expect((await call("GET", "/avatar/eligibility", { token })).body).toMatchObject({ eligible: false, meetings_with_your_voice: 39 });
    await seedAvatarHistory(db, u.id, "ada lovelace ", 1);
    expect((await call("GET", "/avatar/eligibility", { token })).body).toMatchObject({ eligible: true, meetings_with_your_voice: 40, missing: [] });
  });
});

describe("settings for an eligible user", () => {
  it("is off with no consent by default; consent is needed before it is turned on or a voice chosen", async () => {
    const { token } = await user("pro", 40);
    const initial = await call("GET", "/avatar", { token });
    expect(initial.status).toBe(200);
    expect(initial.body).toMatchObject({ enabled: false, consented_at: null, voice_provider: "openai", voice_id: "alloy", current_consent_version: AVATAR_CONSENT_VERSION, answer_topics: [], defer_topics: [], sign_off: "" });
    expect((initial.body as { voices: unknown[] }).voices).toContainEqual({ provider: "openai", id: "nova", label: "Nova (stock voice)" });
    expect((await call("PUT", "/avatar", { token, json: { enabled: true } })).status).toBe(412);
    expect((await call("PUT", "/avatar", { token, json: { voice_id: "nova" } })).status).toBe(412);
    // Topics and the sign-off can be written before consent: they make no voice.
    expect((await call("PUT", "/avatar", { token, json: { defer_topics: ["pricing"], sign_off: "Thanks!" } })).body).toMatchObject({ defer_topics: ["pricing"], sign_off: "Thanks!" });

    expect((await call("POST", "/avatar/consent", { token, json: { consent_version: "avatar-consent-v0", agreement: "I agree" } })).status).toBe(409);
    expect((await call("POST", "/avatar/consent", { token, json: { consent_version: AVATAR_CONSENT_VERSION, agreement: "ok" } })).status).toBe(400);
    const consented = await call("POST", "/avatar/consent", { token, json: { consent_version: AVATAR_CONSENT_VERSION, agreement: "I agree" } });
    expect(consented.body).toMatchObject({ consent_version: AVATAR_CONSENT_VERSION, consented_at: expect.any(String) });

    expect((await call("PUT", "/avatar", { token, json: { voice_id: "not-a-voice" } })).status).toBe(400);
    expect((await call("PUT", "/avatar", { token, json: { enabled: true, voice_id: "nova" } })).body).toMatchObject({ enabled: true, voice_id: "nova" });
    expect((await call("PUT", "/avatar", { token, json: {} })).status).toBe(422);

    // Withdrawing consent is also the off switch.
    expect((await call("DELETE", "/avatar/consent", { token })).body).toMatchObject({ enabled: false, consented_at: null });
  });

  it("per meeting: off unless turned on, with talking points; another user's meeting is a 404", async () => {
    const { token, meetingId } = await user("pro", 40);
    const other = await user("pro", 40);
    expect((await call("GET", `/meetings/${meetingId}/avatar`, { token })).body).toEqual({ meeting_id: meetingId, enabled: false, toggle: null, talking_points: "", answer_on_own: false });
    const put = await call("PUT", `/meetings/${meetingId}/avatar`, { token, json: { enabled: true, talking_points: "Migration: done except billing. No dates." } });
    expect(put.body).toEqual({ meeting_id: meetingId, enabled: true, toggle: true, talking_points: "Migration: done except billing. No dates.", answer_on_own: false });
    expect((await call("GET", `/meetings/${meetingId}/avatar`, { token: other.token })).status).toBe(404);
    expect((await call("PUT", `/meetings/${meetingId}/avatar`, { token: other.token, json: { enabled: true } })).status).toBe(404);
    expect((await call("GET", `/meetings/${meetingId}/avatar/log`, { token: other.token })).status).toBe(404);
    expect((await call("GET", `/meetings/${meetingId}/avatar/log`, { token })).body).toEqual({ meeting_id: meetingId, turns: [], deferred: [] });
    expect((await call("PUT", `/meetings/${meetingId}/avatar`, { token, json: { enabled: "yes" } })).status).toBe(422);
  });

  it("the cover rule: on in every covered meeting unless turned off there; null follows the rule again", async () => {
    const { token, meetingId } = await user("pro", 40);
    expect((await call("PUT", "/avatar", { token, json: { on_in_covered_meetings: true } })).body).toMatchObject({ on_in_covered_meetings: true });
    expect((await call("GET", `/meetings/${meetingId}/avatar`, { token })).body).toMatchObject({ enabled: true, toggle: null });
    expect((await call("PUT", `/meetings/${meetingId}/avatar`, { token, json: { enabled: false } })).body).toMatchObject({ enabled: false, toggle: false });
    expect((await call("PUT", `/meetings/${meetingId}/avatar`, { token, json: { enabled: null, talking_points: "Pricing: unchanged." } })).body).toMatchObject({ enabled: true, toggle: null, talking_points: "Pricing: unchanged." });
  });
});

describe("the persona brief", () => {
  it("is built from the user's own turns only, shown, editable, and rebuilt on request", async () => {
    const { user: u, token, meetingId } = await user("pro", 40);
    await insertTranscript(db, meetingId, u.id, [
      { speaker: "Ben Okafor", text: "I think the zeppelin budget should double, obviously." },
      { speaker: "Ada Lovelace", text: "I think the design system should stay in one repository." },
    ]);
    const rebuilt = await call("POST", "/avatar/persona/rebuild", { token });
    expect(rebuilt.status).toBe(200);
    const brief = (rebuilt.body as { persona_brief: string }).persona_brief;
    expect(brief).toMatch(/^How Ada speaks: about \d+ words a turn/);
    expect(brief).toContain("Recurring topics:");
    expect(brief).toContain("“I think the design system should stay in one repository.” (Weekly sync");
    expect(brief).not.toMatch(/zeppelin|Ben/);
    expect(rebuilt.body).toMatchObject({ persona_edited: false });
    const edited = await call("PUT", "/avatar", { token, json: { persona_brief: "Ada is direct and data-driven." } });
    expect(edited.body).toMatchObject({ persona_brief: "Ada is direct and data-driven.", persona_edited: true });
  });
});
