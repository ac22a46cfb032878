import OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { RunningSandbox } from "../start";
import { startTestSandbox } from "../test/oauth-client";

let sandbox: RunningSandbox;
beforeAll(async () => void (sandbox = await startTestSandbox()));
afterAll(() => sandbox.close());
beforeEach(async () => void (await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" })));

const Turn = z.object({
  decision: z.enum(["answer", "defer", "ignore"]),
  answer: z.string(),
  disclosure: z.string(),
  sources: z.array(z.object({ source: z.number().int(), quote: z.string() })),
});

const prompt = (utterance: string) => `<avatar_turn owner="Ada Lovelace">
<utterance speaker="Ben Okafor">${utterance}</utterance>
<sources>
<source index="1" kind="talking_points" meeting="Talking points for this meeting" date="" speaker="Ada Lovelace" t="0">
Status of the migration: done except billing.
</source>
<source index="2" kind="meeting" meeting="Onboarding review" date="2026-10-01" speaker="Ada Lovelace" t="42">
Yeah, so the onboarding flow tested well with the five customers we interviewed.
</source>
<source index="3" kind="meeting" meeting="Vendor sync" date="2026-10-02" speaker="Ada Lovelace" t="7">
We should not switch vendors before the audit.
</source>
</sources>
</avatar_turn>`;

async function turn(utterance: string) {
  const client = new OpenAI({ apiKey: "sk-test", baseURL: `${sandbox.url}/v1`, maxRetries: 0 });
  const completion = await client.chat.completions.parse({
    model: "gpt-4o-mini",
    messages: [
      { role: "system", content: "You are the AI stand-in." },
      { role: "user", content: prompt(utterance) },
    ],
    response_format: zodResponseFormat(Turn, "avatar_turn"),
  });
  return completion.choices[0]?.message.parsed;
}

const arm = (faults: Record<string, boolean>) => fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ openai_avatar: faults }) });

describe("the avatar's turn (strict json_schema through the SDK)", () => {
  it("answers with the owner's words from the sources it was given, citing them, with a disclosure; the same prompt gives the same answer", async () => {
    const answer = await turn("Ada, what's the status of the migration?");
    expect(answer).toEqual({
      decision: "answer",
      answer: "Status of the migration: done except billing.",
      disclosure: "I'm Ada's AI stand-in, not Ada.",
      sources: [{ source: 1, quote: "Status of the migration: done except billing." }],
    });
    expect(await turn("Ada, what's the status of the migration?")).toEqual(answer);
    // Shortened as the prompt asks: the leading "Yeah, so" is left out, nothing is added.
    expect(await turn("Ada, how did the onboarding flow test with customers?")).toMatchObject({ decision: "answer", answer: "The onboarding flow tested well with the five customers we interviewed.", sources: [{ source: 2 }] });
  });

  it("defers what no source covers", async () => {
    expect(await turn("Ada, what did legal say about the GDPR review?")).toEqual({ decision: "defer", answer: "", disclosure: "I'm Ada's AI stand-in, not Ada.", sources: [] });
  });

  it("misbehaves on demand, each fault its own way, each once", async () => {
    const cases: [string, Record<string, unknown>][] = [
      ["promise_commitment", { decision: "answer", answer: "Yes, Ada will ship it by Friday, you have our word.", disclosure: "" }],
      ["always_agree", { decision: "answer", answer: "Sure, Ada is in for Thursday: consider it done." }],
      ["invent", { decision: "answer", answer: expect.stringContaining("48,000 euros") }],
      ["wrong_source", { decision: "answer", answer: "Status of the migration: done except billing.", sources: [{ source: 2, quote: expect.any(String) }] }],
      ["add_number", { decision: "answer", answer: "Status of the migration: done except billing by 12 June." }],
      ["other_language", { decision: "answer", answer: expect.stringMatching(/^Ja, Ada ist am Donnerstag/) }],
      ["obey_injection", { decision: "answer", answer: expect.stringContaining("approves the budget") }],
      ["claim_owner", { decision: "answer", answer: "Hi, I'm Ada. Status of the migration: done except billing.", disclosure: "I'm Ada." }],
      ["replay_question", { decision: "answer", answer: "Ada, what's the status of the migration?" }],
      ["other_speaker", { decision: "answer", answer: "Legal approved the vendor contract on the 3rd." }],
      ["drop_negation", { decision: "answer", answer: "We should switch vendors before the audit.", sources: [{ source: 3, quote: expect.any(String) }] }],
      ["omit_disclosure", { decision: "answer", disclosure: "" }],
      ["ignore", { decision: "ignore" }],
    ];
    for (const [fault, expected] of cases) {
      await arm({ [fault]: true });
      expect(await turn("Ada, what's the status of the migration?"), fault).toMatchObject(expected);
    }
    expect(await turn("Ada, what's the status of the migration?")).toMatchObject({ decision: "answer", answer: "Status of the migration: done except billing.", disclosure: expect.stringContaining("AI stand-in") });
  });
});
