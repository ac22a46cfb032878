import { describe, expect, it } from "vitest";
import { parseAttendeeEvent } from "./attendee-events";
import type { BotWebhookEvent } from "./interface";
import { parseRecallEvent } from "./recall-events";
import { ATTENDEE_EVENT_FIXTURES } from "./fixtures/attendee";
import { RECALL_FIXTURES, type ProviderFixture } from "./fixtures/recall";

const RECEIVED_AT = new Date("2026-03-02T15:05:00Z");

function check(event: BotWebhookEvent, fixture: ProviderFixture) {
  expect(event.kind).toBe(fixture.expect.kind);
  if (event.kind === "status") {
    expect(event.status).toBe(fixture.expect.status);
    expect(event.reason).toBe(fixture.expect.reason);
  }
  if (event.kind === "transcript") {
    expect(event.segment.text).toBe(fixture.expect.text);
    expect(event.segment.speaker).toBe(fixture.expect.speaker);
    expect(Number.isFinite(event.at.getTime())).toBe(true);
    expect(Number.isFinite(event.segment.startSeconds)).toBe(true);
  }
  if (event.kind === "chat") expect(event.text).toBe(fixture.expect.text);
  if (event.kind === "participant") {
    expect(event.participant.id).toMatch(/\S/);
    expect(Number.isFinite(event.at.getTime())).toBe(true);
  }
}

describe("Recall's documented webhook bodies", () => {
  it.each(RECALL_FIXTURES.map((f) => [f.name, f] as const))("%s", (_name, fixture) => {
    check(parseRecallEvent("msg_1", JSON.stringify(fixture.body), RECEIVED_AT), fixture);
  });
});

describe("Attendee's webhook envelopes", () => {
  it.each(ATTENDEE_EVENT_FIXTURES.map((f) => [f.name, f] as const))("%s", (_name, fixture) => {
    check(parseAttendeeEvent(JSON.stringify(fixture.body)), fixture);
  });
});
