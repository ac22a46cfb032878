import { afterAll, describe, expect, it } from "vitest";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { fixedClock } from "../clock";
import { connectTestDb, makeUserCtx } from "../../testing/helpers";
import { CreateMeetingInput, ListMeetingsInput, UpdateMeetingInput } from "./schemas";
import { createMeeting, deleteMeeting, getMeeting, listMeetings, updateMeeting } from "./index";

const { db, close } = connectTestDb();
afterAll(close);

describe("meetings service", () => {
  it("creates a meeting with the spec's defaults (60 minutes, zoom, scheduled, manual)", async () => {
    const user = await createTestUser(db);
    const ctx = makeUserCtx(db, user.id);
    const m = await createMeeting({ ctx, input: CreateMeetingInput.parse({ title: "Design review", scheduled_at: "2026-12-01T10:00" }) });
    expect(m).toMatchObject({
      title: "Design review",
      duration_minutes: 60,
      platform: "zoom",
      status: "scheduled",
      bot_attended: false,
      summary: null,
      source: "manual",
      scheduled_at: "2026-12-01T10:00:00.000Z",
    });
  });

  it("updates every editable field and the status", async () => {
    const user = await createTestUser(db);
    const ctx = makeUserCtx(db, user.id);
    const m = await createTestMeeting(db, user.id);
    const updated = await updateMeeting({
      ctx,
      input: UpdateMeetingInput.parse({
        id: m.id,
        patch: {
          title: "Renamed",
          description: "Agenda",
          scheduled_at: "2026-12-02T09:30:00+01:00",
          duration_minutes: 30,
          meeting_url: "https://meet.google.com/abc-defg-hij",
          platform: "google_meet",
          status: "completed",
        },
      }),
    });
    expect(updated).toMatchObject({
      title: "Renamed",
      description: "Agenda",
      scheduled_at: "2026-12-02T08:30:00.000Z",
      duration_minutes: 30,
      meeting_url: "https://meet.google.com/abc-defg-hij",
      platform: "google_meet",
      status: "completed",
    });
    expect((await getMeeting({ ctx, input: { id: m.id } })).title).toBe("Renamed");
  });

  it("never shows, changes or deletes another user's meeting (404)", async () => {
    const owner = await createTestUser(db);
    const intruder = makeUserCtx(db, (await createTestUser(db)).id);
    const m = await createTestMeeting(db, owner.id, { title: "Private" });
    await expect(getMeeting({ ctx: intruder, input: { id: m.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(updateMeeting({ ctx: intruder, input: { id: m.id, patch: { title: "x" } } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(deleteMeeting({ ctx: intruder, input: { id: m.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await listMeetings({ ctx: intruder, input: { order: "desc", limit: 100, offset: 0 } })).toEqual([]);
    expect((await getMeeting({ ctx: makeUserCtx(db, owner.id), input: { id: m.id } })).title).toBe("Private");
  });

  it("answers 404 for ids that are not ids", async () => {
    const ctx = makeUserCtx(db, (await createTestUser(db)).id);
    await expect(getMeeting({ ctx, input: { id: "not-a-uuid" } })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("searches title or description case-insensitively, combined with status, and filters upcoming", async () => {
    const user = await createTestUser(db);
    const clock = fixedClock("2026-11-22T12:00:00Z");
    const ctx = makeUserCtx(db, user.id, { clock });
    await createTestMeeting(db, user.id, { title: "Budget Review", scheduledAt: new Date("2026-11-20T10:00:00Z"), status: "completed" });
    await createTestMeeting(db, user.id, { title: "Standup", description: "budget numbers", scheduledAt: new Date("2026-11-25T10:00:00Z") });
    await createTestMeeting(db, user.id, { title: "100% _literal_", scheduledAt: new Date("2026-11-26T10:00:00Z") });
    const base = { order: "desc" as const, limit: 100, offset: 0 };
    expect((await listMeetings({ ctx, input: { ...base, q: "BUDGET" } })).map((m) => m.title)).toEqual(["Standup", "Budget Review"]);
    expect((await listMeetings({ ctx, input: { ...base, q: "budget", status: "completed" } })).map((m) => m.title)).toEqual(["Budget Review"]);
    expect((await listMeetings({ ctx, input: { ...base, q: "%" } })).map((m) => m.title)).toEqual(["100% _literal_"]);
    expect((await listMeetings({ ctx, input: { ...base, upcoming: true, order: "asc" } })).map((m) => m.title)).toEqual(["Standup", "100% _literal_"]);
  });

  it("splits meetings into future and past whatever their status, and open ones are neither completed nor cancelled", async () => {
    const user = await createTestUser(db);
    const ctx = makeUserCtx(db, user.id, { clock: fixedClock("2026-11-22T12:00:00Z") });
    await createTestMeeting(db, user.id, { title: "Done early", scheduledAt: new Date("2026-11-24T10:00:00Z"), status: "completed" });
    await createTestMeeting(db, user.id, { title: "Called off", scheduledAt: new Date("2026-11-23T10:00:00Z"), status: "cancelled" });
    await createTestMeeting(db, user.id, { title: "Next", scheduledAt: new Date("2026-11-25T10:00:00Z") });
    await createTestMeeting(db, user.id, { title: "Live", scheduledAt: new Date("2026-11-22T11:30:00Z"), status: "in_progress" });
    await createTestMeeting(db, user.id, { title: "Stale", scheduledAt: new Date("2026-11-21T10:00:00Z") });
    await createTestMeeting(db, user.id, { title: "Held", scheduledAt: new Date("2026-11-20T10:00:00Z"), status: "completed" });
    const list = async (input: Partial<ListMeetingsInput>) => (await listMeetings({ ctx, input: ListMeetingsInput.parse(input) })).map((m) => m.title);
    expect(await list({ future: true, order: "asc" })).toEqual(["Called off", "Done early", "Next"]);
    expect(await list({ upcoming: true, order: "asc" })).toEqual(["Next"]);
    expect(await list({ past: true })).toEqual(["Live", "Stale", "Held"]);
    expect(await list({ past: true, open: true })).toEqual(["Live", "Stale"]);
    expect(await list({ future: true, open: true })).toEqual(["Next"]);
    expect(await list({ future: true, status: "completed" })).toEqual(["Done early"]);
    expect(ListMeetingsInput.safeParse({ future: true, past: true }).success).toBe(false);
  });

  it("rejects durations outside 15–480 and non-http URLs", () => {
    expect(CreateMeetingInput.safeParse({ title: "a", scheduled_at: "2026-12-01T10:00Z", duration_minutes: 10 }).success).toBe(false);
    expect(CreateMeetingInput.safeParse({ title: "a", scheduled_at: "2026-12-01T10:00Z", duration_minutes: 481 }).success).toBe(false);
    expect(CreateMeetingInput.safeParse({ title: "a", scheduled_at: "2026-12-01T10:00Z", meeting_url: "javascript:alert(1)" }).success).toBe(false);
    expect(CreateMeetingInput.safeParse({ title: " ", scheduled_at: "2026-12-01T10:00Z" }).success).toBe(false);
    expect(CreateMeetingInput.safeParse({ title: "a", scheduled_at: "2026-12-01T10:00Z", extra: 1 }).success).toBe(false);
  });
});
