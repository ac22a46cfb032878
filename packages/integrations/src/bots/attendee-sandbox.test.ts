import { SANDBOX_ATTENDEE_API_KEY, SANDBOX_ATTENDEE_WEBHOOK_SECRET, startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAttendeeProvider } from "./attendee-provider";
import { BotProviderRequestError } from "./errors";
import type { BotWebhookEvent, CreateBotRequest, MeetingBotProvider } from "./interface";
import { fetchHeaders, startTestServer } from "./test-server";

/** The Attendee adapter against the sandbox's Attendee, whose rules come from Attendee's source (packages/sandbox/src/attendee). */
let sandbox: RunningSandbox;
let receiver: Awaited<ReturnType<typeof startTestServer>>;
let provider: MeetingBotProvider;
let answer = 204;
const events: BotWebhookEvent[] = [];

beforeAll(async () => {
  receiver = await startTestServer((req, body, res) => {
    if (answer >= 300) return void res.writeHead(answer).end();
    events.push(provider.parseWebhook(fetchHeaders(req), body, new Date()));
    res.writeHead(204).end();
  });
  sandbox = await startSandbox({ port: 0 });
  provider = createAttendeeProvider({ baseUrl: `${sandbox.url}/attendee`, apiKey: SANDBOX_ATTENDEE_API_KEY, webhookSecret: SANDBOX_ATTENDEE_WEBHOOK_SECRET, backoffMs: 5 });
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  await fetch(`${sandbox.url}/__sandbox/attendee/config`, { method: "POST", body: JSON.stringify({ webhook_url: receiver.url }) });
  events.length = 0;
  answer = 204;
});

const request = (overrides: Partial<CreateBotRequest> = {}): CreateBotRequest => ({
  meetingUrl: "https://us02web.zoom.us/j/1234567890?pwd=abc",
  botName: "Zoë 🦄 Núñez (via Understudy)",
  joinAt: null,
  metadata: { session_id: "s_1" },
  realtimeWebhookUrl: null,
  idempotencyKey: `k-${Math.random()}`,
  ...overrides,
});
const advance = (botId: string, event_type: string) => fetch(`${sandbox.url}/__sandbox/attendee/bots/${botId}/events`, { method: "POST", body: JSON.stringify({ event_type }) });
async function until(predicate: () => boolean) {
  const deadline = Date.now() + 5000;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("Attendee adapter against the sandbox's Attendee", () => {
  it("books a Zoom bot with caption transcription and an emoji in the owner's name, which Attendee refuses from a naive client", async () => {
    const bot = await provider.createBot(request());
    expect(bot.id).toMatch(/^bot_/);
    expect((await provider.getBot(bot.id)).botName).toBe("Zoë Núñez (via Understudy)");
    const naive = await fetch(`${sandbox.url}/attendee/api/v1/bots`, {
      method: "POST",
      headers: { authorization: `Token ${SANDBOX_ATTENDEE_API_KEY}`, "content-type": "application/json" },
      body: JSON.stringify({ meeting_url: "https://zoom.us/j/1234567890", bot_name: "Ada", transcription_settings: { meeting_closed_captions: {} } }),
    });
    expect(naive.status).toBe(400);
  });

  it("walks a meeting by signed webhooks; delete_data is refused while post-processing and accepted once ended", async () => {
    const bot = await provider.createBot(request({ meetingUrl: "https://meet.google.com/abc-defg-hij" }));
    for (const step of ["joined_meeting", "recording_permission_granted", "meeting_ended"]) expect((await advance(bot.id, step)).status).toBe(200);
    await until(() => events.length >= 3);
    expect(events.map((e) => (e.kind === "status" ? [e.status, e.raw.code] : e.kind))).toEqual([
      ["connected", "joined_not_recording"],
      ["recording", "joined_recording"],
      ["disconnected", "post_processing"],
    ]);
    await expect(provider.deleteBotMedia(bot.id)).rejects.toBeInstanceOf(BotProviderRequestError);
    await advance(bot.id, "post_processing_completed");
    await provider.deleteBotMedia(bot.id);
    expect((await provider.getBot(bot.id)).statusChanges.at(-1)?.raw.code).toBe("data_deleted");
  });

  it("tries a webhook three times, then gives up", async () => {
    answer = 500;
    const bot = await provider.createBot(request({ meetingUrl: "https://meet.google.com/abc-defg-hij" }));
    await advance(bot.id, "joined_meeting");
    const deliveries = async () => ((await (await fetch(`${sandbox.url}/__sandbox/attendee/deliveries`)).json()) as { deliveries: { attempt: number }[] }).deliveries;
    const deadline = Date.now() + 5000;
    while ((await deliveries()).length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 600));
    expect((await deliveries()).map((d) => d.attempt)).toEqual([1, 2, 3]);
    expect(events).toEqual([]);
  });
});
