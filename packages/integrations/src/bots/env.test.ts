import { afterEach, describe, expect, it } from "vitest";
import { botProviderFromEnv, botsEnv, selectedBotProvider } from "./index";

const KEYS = ["BOT_PROVIDER", "RECALL_API_KEY", "RECALL_API_BASE", "RECALL_WEBHOOK_SECRET", "ATTENDEE_API_KEY", "ATTENDEE_BASE_URL", "ATTENDEE_WEBHOOK_SECRET"] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});
function setEnv(values: Partial<Record<(typeof KEYS)[number], string>>) {
  for (const k of KEYS) delete process.env[k];
  Object.assign(process.env, values);
}

const RECALL = { RECALL_API_KEY: "rk", RECALL_API_BASE: "http://127.0.0.1:4010", RECALL_WEBHOOK_SECRET: "whsec_c2VjcmV0" };
const ATTENDEE = { ATTENDEE_API_KEY: "ak", ATTENDEE_BASE_URL: "https://attendee.internal.example", ATTENDEE_WEBHOOK_SECRET: "c2VjcmV0LXNlY3JldA==" };

describe("bot provider selection by configuration", () => {
  it.each([
    ["nothing set", {}, "recall"],
    ["Recall (or the sandbox) only", RECALL, "recall"],
    ["Attendee key and URL", { ATTENDEE_API_KEY: "ak", ATTENDEE_BASE_URL: "https://a.example" }, "attendee"],
    ["Attendee key without URL", { ATTENDEE_API_KEY: "ak" }, "recall"],
    ["both, no choice made: Attendee (the launcher fills Recall with the sandbox)", { ...RECALL, ...ATTENDEE }, "attendee"],
    ["both, BOT_PROVIDER=recall", { ...RECALL, ...ATTENDEE, BOT_PROVIDER: "recall" }, "recall"],
    ["Recall only, BOT_PROVIDER=attendee", { ...RECALL, BOT_PROVIDER: "attendee" }, "attendee"],
  ] as const)("%s → %s", (_label, values, expected) => {
    setEnv(values);
    expect(selectedBotProvider(botsEnv())).toBe(expected);
  });

  it("builds the selected adapter, and none while its webhook secret is missing (webhooks must be verifiable)", () => {
    setEnv({ ...RECALL, ...ATTENDEE });
    expect(botProviderFromEnv()?.name).toBe("attendee");
    setEnv({ ...RECALL, ...ATTENDEE, BOT_PROVIDER: "recall" });
    expect(botProviderFromEnv()?.name).toBe("recall");
    setEnv({ ATTENDEE_API_KEY: "ak", ATTENDEE_BASE_URL: "https://a.example" });
    expect(botProviderFromEnv()).toBeNull();
  });

  it("refuses a provider name it does not know and a webhook secret that is not base64", () => {
    setEnv({ BOT_PROVIDER: "zoom-bots-inc" });
    expect(() => botsEnv()).toThrow();
    setEnv({ ...ATTENDEE, ATTENDEE_WEBHOOK_SECRET: "not base64!" });
    expect(() => botsEnv()).toThrow();
  });
});
