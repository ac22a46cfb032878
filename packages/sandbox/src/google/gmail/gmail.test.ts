import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../start";
import { mutableClock, startTestSandbox, type MutableClock } from "../../test/oauth-client";
import { apiGet, arm, CALENDAR_READONLY, control, grant } from "../common/api-test-client";
import type { MessagePart } from "./mime";

interface ListBody {
  messages?: { id: string; threadId: string }[];
  nextPageToken?: string;
  resultSizeEstimate: number;
  error?: { code: number; errors: { reason: string }[] };
}
interface MessageBody {
  id: string;
  threadId: string;
  labelIds: string[];
  snippet: string;
  internalDate: unknown;
  historyId: string;
  sizeEstimate: number;
  payload?: MessagePart;
  raw?: string;
  error?: { code: number; message: string; errors: { reason: string }[] };
}

const ADA = "ada@understudy.test";
const MESSAGES = "/gmail/v1/users/me/messages";
const START = new Date("2026-01-05T09:00:00Z");

let sandbox: RunningSandbox;
let clock: MutableClock;
let token: string;

beforeAll(async () => {
  clock = mutableClock(START);
  sandbox = await startTestSandbox(clock.clock);
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  clock.now = START;
  await control(sandbox, "POST", "/__sandbox/reset");
  token = (await grant(sandbox, ADA)).accessToken;
});

const listMessages = (query: Record<string, string> = {}, bearer = token) =>
  apiGet<ListBody>(sandbox, `${MESSAGES}?${new URLSearchParams(query).toString()}`, bearer);
const getMessage = (id: string, query: Record<string, string> | [string, string][] = {}) =>
  apiGet<MessageBody>(sandbox, `${MESSAGES}/${id}?${new URLSearchParams(query).toString()}`, token);

function walk(part: MessagePart | undefined, visit: (p: MessagePart) => void) {
  if (!part) return;
  visit(part);
  part.parts?.forEach((p) => walk(p, visit));
}

async function fullMessages(q: string) {
  const ids = (await listMessages({ q, maxResults: "500" })).body.messages ?? [];
  return Promise.all(ids.map(async ({ id }) => (await getMessage(id)).body));
}

const header = (m: MessageBody, name: string) => m.payload?.headers.find((h) => h.name === name)?.value;

describe("messages.list", () => {
  it("lists the generated mailbox newest first, ids and thread ids only, and pages through it", async () => {
    const all = await listMessages({ maxResults: "500" });
    expect(all.status).toBe(200);
    const ids = all.body.messages ?? [];
    expect(ids.length).toBeGreaterThan(15);
    expect(all.body.resultSizeEstimate).toBe(ids.length);
    for (const m of ids) expect(Object.keys(m).sort()).toEqual(["id", "threadId"]);

    const paged: string[] = [];
    let pageToken: string | undefined;
    do {
      const page = await listMessages({ maxResults: "4", ...(pageToken ? { pageToken } : {}) });
      paged.push(...(page.body.messages ?? []).map((m) => m.id));
      pageToken = page.body.nextPageToken;
    } while (pageToken);
    expect(paged).toEqual(ids.map((m) => m.id));

    const dates = await Promise.all(ids.slice(0, 5).map(async (m) => Number((await getMessage(m.id, { format: "minimal" })).body.internalDate)));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it("searches with Gmail's operators", async () => {
    const subjects = async (q: string) => (await fullMessages(q)).map((m) => header(m, "Subject") ?? "");
    const ics = await subjects("filename:ics");
    expect(ics.length).toBeGreaterThanOrEqual(3);
    expect(ics.filter((s) => s.startsWith("Invitation:")).length).toBeGreaterThanOrEqual(2);
    expect(await subjects('subject:(invitation OR "updated invitation") -subject:broken')).toSatisfy((s: string[]) =>
      s.every((x) => /invitation/i.test(x) && !/broken/i.test(x)),
    );
    const recentZoom = await fullMessages("zoom.us newer_than:1d");
    expect(recentZoom.map((m) => header(m, "Subject"))).toContain("Your meeting is about to start");
    expect(recentZoom.some((m) => header(m, "Subject")?.startsWith("Zoom meeting invitation - "))).toBe(true);
    for (const m of recentZoom) expect(Number(m.internalDate)).toBeGreaterThan(START.getTime() - 86_400_000);
    expect((await subjects("newer_than:30d")).length).toBeLessThan((await subjects("")).length);
    expect(await subjects("from:calendar-notification@google.com")).toSatisfy((s: string[]) => s.length >= 2 && s.every((x) => x.startsWith("Invitation:")));
    const anyOf = await subjects("{teams.live.com meet.google.com} -from:calendar-notification");
    expect(anyOf).toEqual(expect.arrayContaining(["Community call", "Quick call?"]));
  });

  it("leaves spam out unless the query says in:anywhere or includeSpamTrash is set", async () => {
    const spam = (msgs: MessageBody[]) => msgs.filter((m) => m.labelIds.includes("SPAM"));
    expect(spam(await fullMessages("zoom"))).toEqual([]);
    expect(spam(await fullMessages("zoom in:anywhere"))).toHaveLength(1);
    const withSpam = await listMessages({ includeSpamTrash: "true", maxResults: "500" });
    const without = await listMessages({ maxResults: "500" });
    expect(withSpam.body.resultSizeEstimate).toBe(without.body.resultSizeEstimate + 1);
  });

  it("omits messages when nothing matches", async () => {
    const res = await listMessages({ q: "subject:no-such-subject-anywhere" });
    expect(res.body).toEqual({ resultSizeEstimate: 0 });
  });

  it("filters by labelIds (all must match)", async () => {
    const updates = await listMessages({ labelIds: "CATEGORY_UPDATES" });
    expect(updates.body.messages).toHaveLength(1);
  });
});

describe("messages.get", () => {
  it("renders a Google Calendar invitation as multipart/mixed with a text/calendar alternative and an invite.ics attachment", async () => {
    const [invite] = await fullMessages("from:calendar-notification@google.com");
    if (!invite?.payload) throw new Error("no invitation in the mailbox");
    expect(typeof invite.internalDate).toBe("string");
    expect(invite.payload).toMatchObject({ partId: "", mimeType: "multipart/mixed", filename: "", body: { size: 0 } });
    expect(header(invite, "Subject")).toMatch(/^Invitation: .+ @ .+ \(ada@understudy\.test\)$/);

    const parts: MessagePart[] = [];
    walk(invite.payload, (p) => parts.push(p));
    expect(parts.map((p) => [p.partId, p.mimeType])).toEqual([
      ["", "multipart/mixed"],
      ["0", "multipart/alternative"],
      ["0.0", "text/plain"],
      ["0.1", "text/html"],
      ["0.2", "text/calendar"],
      ["1", "application/ics"],
    ]);
    const calendar = parts.find((p) => p.mimeType === "text/calendar");
    const ics = Buffer.from(calendar?.body.data ?? "", "base64url").toString("utf8");
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nPRODID:-\/\/Google Inc\/\/Google Calendar 70\.9054\/\/EN\r\n/);
    expect(ics).toContain("METHOD:REQUEST");
    expect(calendar?.body.data).not.toMatch(/[+/=]/);

    const attachment = parts.find((p) => p.filename === "invite.ics");
    expect(attachment?.body.data).toBeUndefined();
    const fetched = await apiGet<{ size: number; data: string }>(
      sandbox,
      `${MESSAGES}/${invite.id}/attachments/${attachment?.body.attachmentId ?? ""}`,
      token,
    );
    expect(fetched.status).toBe(200);
    expect(Buffer.from(fetched.body.data, "base64url").toString("utf8")).toBe(ics);
    expect(fetched.body.size).toBe(attachment?.body.size);
  });

  it("serves metadata, minimal and raw formats", async () => {
    const [first] = (await listMessages({ q: "filename:ics" })).body.messages ?? [];
    const id = first?.id ?? "";
    const metadata = await getMessage(id, [["format", "metadata"], ["metadataHeaders", "Subject"], ["metadataHeaders", "from"]]);
    expect(metadata.body.payload?.headers.map((h) => h.name).sort()).toEqual(["From", "Subject"]);
    expect(metadata.body.payload?.parts).toBeUndefined();
    const minimal = await getMessage(id, { format: "minimal" });
    expect(minimal.body.payload).toBeUndefined();
    expect(minimal.body.snippet.length).toBeGreaterThan(10);
    const raw = await getMessage(id, { format: "raw" });
    const rfc822 = Buffer.from(raw.body.raw ?? "", "base64url").toString("utf8");
    expect(rfc822).toMatch(/^Delivered-To: ada@understudy\.test\r\n/);
    expect(rfc822).toContain("\r\nSubject: ");
    expect(rfc822).toMatch(/Content-Type: multipart\/(mixed|alternative); boundary="/);
    expect((await getMessage(id, { format: "html" })).status).toBe(400);
  });

  it("keeps broken MIME broken and huge bodies whole", async () => {
    const broken = await fullMessages("subject:agenda");
    const part = broken[0]?.payload?.parts?.[0];
    expect(part?.body.data).toBe("***not base64url at all***%%%");
    const empty = await fullMessages('subject:"(no content)"');
    expect(empty[0]?.payload?.parts).toEqual([]);
    const [huge] = await fullMessages("subject:minutes");
    expect(huge?.payload?.body.size).toBeGreaterThan(1_500_000);
    expect(huge?.sizeEstimate).toBeGreaterThan(1_500_000);
  });

  it("answers 404 notFound for an unknown id, 403 for another user's mailbox and for a calendar-only grant", async () => {
    const missing = await getMessage("18c0ffee00000000");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 404, message: "Requested entity was not found.", errors: [{ reason: "notFound" }] });
    const other = await apiGet<ListBody>(sandbox, "/gmail/v1/users/grace@understudy.test/messages", token);
    expect(other.status).toBe(403);
    const calendarOnly = await grant(sandbox, ADA, [CALENDAR_READONLY]);
    const denied = await listMessages({}, calendarOnly.accessToken);
    expect(denied.status).toBe(403);
    expect(denied.body.error?.errors[0]?.reason).toBe("insufficientPermissions");
    expect((await listMessages({}, "ya29.bogus")).status).toBe(401);
  });
});

describe("faults, delivery and drift", () => {
  it("injects 429 and 500/503 for as many requests as armed", async () => {
    await arm(sandbox, { gmail: { rate_limit: 1, server_error: 1, unavailable: 1 } });
    expect((await listMessages()).status).toBe(429);
    expect((await listMessages()).status).toBe(500);
    expect((await listMessages()).status).toBe(503);
    expect((await listMessages()).status).toBe(200);
  });

  it("delivers a message a test posts, searchable at once", async () => {
    await control(sandbox, "POST", `/__sandbox/google/gmail/${ADA}/seed`, { mode: "empty" });
    expect((await listMessages()).body).toEqual({ resultSizeEstimate: 0 });
    const sent = await control(sandbox, "POST", `/__sandbox/google/gmail/${ADA}/messages`, {
      from: { name: "Bob", email: "bob@example.com" },
      subject: "Standup moved",
      text: "New link: https://meet.google.com/abc-defg-hij",
      html: '<a href="https://meet.google.com/abc-defg-hij">Join</a>',
    });
    expect(sent.status).toBe(201);
    const found = await listMessages({ q: "meet.google.com" });
    expect(found.body.messages).toEqual([{ id: sent.body.id, threadId: sent.body.threadId }]);
    const message = (await getMessage(String(sent.body.id))).body;
    expect(message.payload?.mimeType).toBe("multipart/alternative");
    expect(message.snippet).toBe("New link: https://meet.google.com/abc-defg-hij");
  });

  it("receives new mail over time, including Google's invitation for each new calendar invite", async () => {
    const before = (await listMessages({ maxResults: "500" })).body.resultSizeEstimate;
    const invitesBefore = (await listMessages({ q: "from:calendar-notification@google.com", maxResults: "500" })).body.resultSizeEstimate;
    clock.advance(3 * 60 * 60_000);
    token = (await grant(sandbox, ADA)).accessToken;
    await apiGet(sandbox, "/calendar/v3/calendars/primary/events?maxResults=1", token);
    const after = (await listMessages({ maxResults: "500" })).body.resultSizeEstimate;
    const invitesAfter = (await listMessages({ q: "from:calendar-notification@google.com", maxResults: "500" })).body.resultSizeEstimate;
    expect(after - before).toBeGreaterThanOrEqual(4);
    expect(invitesAfter).toBeGreaterThan(invitesBefore);
  });
});
