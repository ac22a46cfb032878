import OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { RunningSandbox } from "../start";
import { startTestSandbox } from "../test/oauth-client";
import { parseAskPrompt, stem } from "./ask";

let sandbox: RunningSandbox;
beforeAll(async () => void (sandbox = await startTestSandbox()));
afterAll(() => sandbox.close());

const Answer = z.object({
  answered: z.boolean(),
  answer: z.string(),
  citations: z.array(z.object({ passage: z.number().int(), quote: z.string() })),
});

const PASSAGES = `<passages>
<passage index="1" meeting="Q3 budget review" date="2026-09-02" speaker="Ada Lovelace" t="0">
Let's start with the marketing line, which went over by twelve percent.
</passage>
<passage index="2" meeting="Q3 budget review" date="2026-09-02" speaker="Ada Lovelace" t="95">
The sponsorship explains most of it. We decided to cut the travel budget in half for the rest of the quarter.
</passage>
<passage index="3" meeting="Design crit" date="2026-10-14" speaker="Linus Park" t="61">
Budgets for the illustration work come out of the brand line, not product.
</passage>
<passage index="4" meeting="Launch sync" date="2026-10-20" speaker="Grace Hopper" t="12">
I'll send the launch checklist to the team by Friday.
</passage>
</passages>`;

async function ask(question: string, passages = PASSAGES) {
  const client = new OpenAI({ apiKey: "sk-sandbox", baseURL: `${sandbox.url}/v1`, maxRetries: 0 });
  const result = await client.chat.completions.parse({
    model: "gpt-4o-mini",
    messages: [
      { role: "system", content: "Answer only from the passages." },
      { role: "user", content: `<question>${question}</question>\n${passages}` },
    ],
    response_format: zodResponseFormat(Answer, "meeting_answer"),
  });
  const parsed = result.choices[0]?.message.parsed;
  if (!parsed) throw new Error("no parsed answer");
  return { parsed, raw: result };
}

describe("answers to questions over passages", () => {
  it("quotes and cites the sentence that answers a decision question, in OpenAI's response shape", async () => {
    const { parsed, raw } = await ask("What did we decide about the Q3 budget?");
    expect(raw.object).toBe("chat.completion");
    expect(raw.choices[0]?.finish_reason).toBe("stop");
    expect(parsed.answered).toBe(true);
    expect(parsed.citations).toEqual([{ passage: 2, quote: "We decided to cut the travel budget in half for the rest of the quarter." }]);
    expect(parsed.answer).toContain("Ada Lovelace");
    expect(parsed.answer).toContain("cut the travel budget in half");
  });

  it("answers who-will questions from commitments", async () => {
    const { parsed } = await ask("Who will send the launch checklist?");
    expect(parsed.citations.map((c) => c.passage)).toEqual([4]);
  });

  it("reads a passage of several turns line by line: the quote leaves out the speaker, the answer names them", async () => {
    const chunk = `<passages>
<passage index="1" meeting="Q3 budget review" date="2026-09-02" speaker="Rosa Martinez" t="245">
Rosa Martinez: We have spent almost nothing on travel this quarter.
Daniel Kim: Then we decided to move half of the travel budget to the customer research program.
</passage>
</passages>`;
    const { parsed } = await ask("What did we decide about the travel budget?", chunk);
    expect(parsed.citations).toEqual([{ passage: 1, quote: "Then we decided to move half of the travel budget to the customer research program." }]);
    expect(parsed.answer).toBe("In “Q3 budget review”, Daniel Kim said: “Then we decided to move half of the travel budget to the customer research program.”");
  });

  it("says it cannot answer when no sentence covers the question, instead of inventing one", async () => {
    for (const question of ["What did we decide about the office move to Lisbon?", "What is the acquisition budget?", "the and of"]) {
      const { parsed } = await ask(question);
      expect(parsed).toEqual({ answered: false, answer: "", citations: [] });
    }
    expect((await ask("What did we decide?", "<passages>\n</passages>")).parsed.answered).toBe(false);
  });

  it("is deterministic", async () => {
    const a = await ask("What did we decide about the Q3 budget?");
    const b = await ask("What did we decide about the Q3 budget?");
    expect(a.raw.choices[0]?.message.content).toBe(b.raw.choices[0]?.message.content);
  });
});

describe("parseAskPrompt", () => {
  it("reads the question and each passage's attributes; other prompts are not questions", () => {
    const parsed = parseAskPrompt(`<question>Budget?</question>\n${PASSAGES}`);
    expect(parsed?.question).toBe("Budget?");
    expect(parsed?.passages[1]).toEqual({ index: 2, meeting: "Q3 budget review", speaker: "Ada Lovelace", t: 95, text: expect.stringContaining("travel budget") });
    expect(parseAskPrompt("<transcript>\n[t=0] A: hi\n</transcript>")).toBeNull();
  });

  it("stems so that forms of a word meet", () => {
    expect(stem("decided")).toBe(stem("decide"));
    expect(stem("budgets")).toBe(stem("budget"));
  });
});
