import OpenAI from "openai";
import { readId3Title } from "./id3";
import { zodResponseFormat } from "openai/helpers/zod";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { RunningSandbox } from "../start";
import { startTestSandbox } from "../test/oauth-client";

let sandbox: RunningSandbox;
beforeAll(async () => void (sandbox = await startTestSandbox()));
afterAll(() => sandbox.close());
beforeEach(async () => void (await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" })));

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error("expected a value");
  return value;
}
const first = <T>(items: readonly T[]): T => must(items[0]);

const client = (options: { maxRetries?: number; timeout?: number } = {}) =>
  new OpenAI({ apiKey: "sk-sandbox", baseURL: `${sandbox.url}/v1`, maxRetries: options.maxRetries ?? 0, timeout: options.timeout ?? 10_000 });

const arm = (faults: Record<string, number | boolean>) =>
  fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: JSON.stringify({ openai: faults }), headers: { "content-type": "application/json" } });

const Summary = z.object({
  key_points: z.array(z.object({ point: z.string(), timestamp: z.number() })),
  action_items: z.array(z.object({ task: z.string(), owner: z.string().nullable(), due: z.string().nullable(), timestamp: z.number() })),
  decisions: z.array(z.object({ decision: z.string(), context: z.string().nullable(), timestamp: z.number() })),
  overview: z.string(),
  gist: z.string(),
});

const TRANSCRIPT = [
  "[t=0] Priya Raman: Morning everyone, the agenda today is the onboarding redesign and the pricing page.",
  "[t=14] Tom Okafor: The onboarding funnel loses forty percent of new signups at the calendar connection step.",
  "[t=40] Priya Raman: After looking at the numbers we agreed to move calendar connection after the first meeting is created.",
  "[t=71] Tom Okafor: I'll draft the new onboarding flow and share the mockups by Friday.",
  "[t=95] Lena Fischer: The pricing page still shows the old annual discount which confuses customers.",
  "[t=120] Lena Fischer: I will update the pricing copy before the end of the week.",
  "[t=150] Priya Raman: We decided to keep the free trial at fourteen days for now.",
].join("\n");

const messages = [
  { role: "system" as const, content: "Summarise the meeting transcript. Every item cites the second it came from." },
  { role: "user" as const, content: `<transcript>\n${TRANSCRIPT}\n</transcript>` },
];

describe("chat completions with structured output", () => {
  it("answers a strict zod schema with an extractive summary that cites the transcript", async () => {
    const result = await client().chat.completions.parse({ model: "gpt-4o-mini", messages, response_format: zodResponseFormat(Summary, "meeting_summary") });
    const parsed = must(first(result.choices).message.parsed);
    expect(result._request_id).toMatch(/^req_/);
    const usage = must(result.usage);
    expect(usage.prompt_tokens).toBeGreaterThan(50);
    expect(usage.total_tokens).toBe(usage.prompt_tokens + usage.completion_tokens);
    expect(parsed.decisions.map((d) => d.timestamp)).toEqual([40, 150]);
    expect(parsed.decisions[0]?.decision).toContain("agreed to move calendar connection");
    expect(parsed.action_items).toContainEqual({ task: "I'll draft the new onboarding flow and share the mockups by Friday.", owner: "Tom Okafor", due: "by Friday", timestamp: 71 });
    expect(parsed.action_items.find((a) => a.timestamp === 120)).toMatchObject({ owner: "Lena Fischer", due: "before the end of the week" });
    expect(parsed.key_points.length).toBeGreaterThan(0);
    expect(parsed.overview).toContain("Priya Raman");
    expect(parsed.gist.length).toBeGreaterThan(0);
  });

  it("is deterministic: the same prompt gives the same content", async () => {
    const a = await client().chat.completions.create({ model: "gpt-4o-mini", messages, response_format: zodResponseFormat(Summary, "s") });
    const b = await client().chat.completions.create({ model: "gpt-4o-mini", messages, response_format: zodResponseFormat(Summary, "s") });
    expect(first(a.choices).message.content).toBe(first(b.choices).message.content);
    expect(a.id).not.toBe(b.id);
  });

  it("folds a new transcript slice into a running summary: earlier items kept, questions to the named user picked out", async () => {
    const Running = z.object({
      overview: z.string(),
      decisions: z.array(z.object({ text: z.string(), timestamp: z.number() })),
      action_items: z.array(z.object({ text: z.string(), owner: z.string().nullable(), timestamp: z.number() })),
      questions_for_user: z.array(z.object({ text: z.string(), asked_by: z.string().nullable(), timestamp: z.number() })),
    });
    const previous = { overview: "Ben opened the sync.", decisions: [{ text: "We agreed to ship on Tuesday.", timestamp: 20 }], action_items: [], questions_for_user: [] };
    const slice = [
      "[t=320] Ben Okafor: I'll draft the customer email by Friday, no question about it.",
      "[t=340] Ben Okafor: Ada, can you confirm the launch date when you get here?",
      "[t=350] Chloé Martin: Does anyone want coffee?",
    ].join("\n");
    const content = `<user_name>Ada Lovelace</user_name>\n<running_summary>${JSON.stringify(previous)}</running_summary>\n<transcript>\n${slice}\n</transcript>`;
    const result = await client().chat.completions.parse({ model: "gpt-4o-mini", messages: [{ role: "user", content }], response_format: zodResponseFormat(Running, "running_summary") });
    const parsed = must(first(result.choices).message.parsed);
    expect(parsed.decisions).toEqual(previous.decisions);
    expect(parsed.action_items.map((a) => [a.owner, a.timestamp])).toContainEqual(["Ben Okafor", 320]);
    expect(parsed.questions_for_user).toEqual([{ text: "Ada, can you confirm the launch date when you get here?", asked_by: "Ben Okafor", timestamp: 340 }]);
  });

  it("merges partial summaries without repeats", async () => {
    const partial = { key_points: [{ point: "Churn is up", timestamp: 5 }], action_items: [{ task: "Call Acme", owner: "Ana", due: null, timestamp: 9 }], decisions: [], overview: "First half. More.", gist: "Churn review." };
    const later = { ...partial, key_points: [{ point: "churn is UP", timestamp: 600 }, { point: "Hiring freeze", timestamp: 700 }], overview: "Second half." };
    const result = await client().chat.completions.parse({
      model: "gpt-4o-mini",
      messages: [{ role: "user", content: `<partial_summaries>${JSON.stringify([partial, later])}</partial_summaries>` }],
      response_format: zodResponseFormat(Summary, "merged"),
    });
    const merged = must(first(result.choices).message.parsed);
    expect(merged.key_points.map((k) => k.point)).toEqual(["Churn is up", "Hiring freeze"]);
    expect(merged.action_items).toHaveLength(1);
    expect(merged.overview).toBe("First half. Second half.");
    expect(merged.gist).toBe("Churn review.");
  });

  it("returns empty lists, not invented items, when the prompt has no transcript", async () => {
    const result = await client().chat.completions.parse({ model: "gpt-4o-mini", messages: [{ role: "user", content: "nothing here" }], response_format: zodResponseFormat(Summary, "s") });
    expect(first(result.choices).message.parsed).toEqual({ key_points: [], action_items: [], decisions: [], overview: "", gist: "" });
  });

  it("rejects a non-strict schema in strict mode with 400 invalid_json_schema", async () => {
    const error = await client()
      .chat.completions.create({
        model: "gpt-4o-mini",
        messages,
        response_format: { type: "json_schema", json_schema: { name: "x", strict: true, schema: { type: "object", properties: { a: { type: "string" } } } } },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.BadRequestError);
    expect((error as InstanceType<typeof OpenAI.BadRequestError>).code).toBe("invalid_json_schema");
  });

  it("streams the same content and the usage chunk", async () => {
    const stream = await client().chat.completions.create({ model: "gpt-4o-mini", messages, stream: true, stream_options: { include_usage: true } });
    let text = "";
    let usage: unknown = null;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta.content ?? "";
      if (chunk.usage) usage = chunk.usage;
    }
    expect(text).toContain("Priya Raman");
    expect(usage).toMatchObject({ total_tokens: expect.any(Number) });
  });

  it("refuses a request without a key (401) and a body without messages (400)", async () => {
    expect((await fetch(`${sandbox.url}/v1/chat/completions`, { method: "POST", body: "{}" })).status).toBe(401);
    const error = await client().chat.completions.create({ model: "gpt-4o-mini", messages: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.BadRequestError);
  });
});

describe("faults", () => {
  it("429 then 500 are retried by the SDK and then succeed", async () => {
    await arm({ rate_limit: 1, server_error: 1 });
    const result = await client({ maxRetries: 2 }).chat.completions.create({ model: "gpt-4o-mini", messages });
    expect(first(result.choices).message.content).toContain("Priya Raman");
  });

  it("a 429 surfaces as RateLimitError with the code when retries are off", async () => {
    await arm({ rate_limit: true });
    const error = await client().chat.completions.create({ model: "gpt-4o-mini", messages }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
    expect((error as InstanceType<typeof OpenAI.RateLimitError>).code).toBe("rate_limit_exceeded");
  });

  it("malformed JSON content makes parse() throw; missing fields fail the zod schema", async () => {
    await arm({ malformed_json: true });
    await expect(client().chat.completions.parse({ model: "gpt-4o-mini", messages, response_format: zodResponseFormat(Summary, "s") })).rejects.toThrow(SyntaxError);
    await arm({ missing_fields: true });
    await expect(client().chat.completions.parse({ model: "gpt-4o-mini", messages, response_format: zodResponseFormat(Summary, "s") })).rejects.toThrow();
  });

  it("a held answer times the client out", async () => {
    await arm({ timeout: true });
    const error = await client({ timeout: 300 }).chat.completions.create({ model: "gpt-4o-mini", messages }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.APIConnectionTimeoutError);
  });
});

describe("embeddings", () => {
  it("returns deterministic, normalised vectors in input order (base64 by default in the SDK)", async () => {
    const result = await client().embeddings.create({ model: "text-embedding-3-small", input: ["budget for Q3", "the Q3 budget", "pizza toppings"], dimensions: 256 });
    expect(result.data.map((d) => d.index)).toEqual([0, 1, 2]);
    const [a, b, c] = result.data.map((d) => d.embedding) as [number[], number[], number[]];
    expect(a).toHaveLength(256);
    const dot = (x: number[], y: number[]) => x.reduce((s, v, i) => s + v * (y[i] ?? 0), 0);
    expect(dot(a, a)).toBeCloseTo(1, 4);
    expect(dot(a, b)).toBeGreaterThan(dot(a, c));
    const again = await client().embeddings.create({ model: "text-embedding-3-small", input: "budget for Q3", dimensions: 256, encoding_format: "float" });
    expect(first(again.data).embedding.map((v) => Number(v.toFixed(5)))).toEqual(a.map((v) => Number(v.toFixed(5))));
    expect(result.usage.total_tokens).toBeGreaterThan(0);
  });

  it("rejects an unknown model with 404 model_not_found", async () => {
    const error = await client().embeddings.create({ model: "nope", input: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.NotFoundError);
    expect(error).toMatchObject({ status: 404, code: "model_not_found", param: null });
  });

  it("follows faults armed for embeddings only, and leaves chat's faults to chat", async () => {
    const create = () => client().embeddings.create({ model: "text-embedding-3-small", input: "x" }).then(() => null, (e: unknown) => e);
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: JSON.stringify({ openai_embeddings: { rate_limit: 1, server_error: 1 } }), headers: { "content-type": "application/json" } });
    expect(await create()).toBeInstanceOf(OpenAI.RateLimitError);
    expect(await create()).toMatchObject({ status: 500 });
    await arm({ server_error: 1, malformed_json: 1 });
    expect(await create()).toBeNull();
    expect(await client().chat.completions.create({ model: "gpt-4o-mini", messages }).catch((e: unknown) => e)).toMatchObject({ status: 500 });
  });
});

describe("speech", () => {
  it("returns an mp3 (MPEG frame sync, audio/mpeg) whose length follows the text, through the SDK", async () => {
    const short = await client().audio.speech.create({ model: "gpt-4o-mini-tts", voice: "alloy", input: "Hello there." });
    expect(short.headers.get("content-type")).toBe("audio/mpeg");
    const tagged = Buffer.from(await short.arrayBuffer());
    // An ID3 tag titled with the words (what the sandbox bot reads back as said), then silent MPEG frames.
    expect(readId3Title(tagged)).toBe("Hello there.");
    const bytes = tagged.subarray(tagged.indexOf(Buffer.from([0xff, 0xfb])));
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xfb]);
    expect(bytes.length % 144).toBe(0);
    const long = Buffer.from(await (await client().audio.speech.create({ model: "tts-1", voice: "nova", input: "word ".repeat(50) })).arrayBuffer());
    expect(long.length).toBeGreaterThan(bytes.length * 5);
    const wav = Buffer.from(await (await client().audio.speech.create({ model: "tts-1", voice: "nova", input: "Hi", response_format: "wav" })).arrayBuffer());
    expect(wav.subarray(0, 4).toString("latin1")).toBe("RIFF");
  });

  it("refuses an unknown model or voice, an empty or oversized input, and follows armed faults", async () => {
    const refused = (body: Record<string, unknown>) => client().audio.speech.create({ model: "tts-1", voice: "alloy", input: "Hi", ...body }).then(() => null, (e: unknown) => e);
    expect(await refused({ model: "tts-9" })).toMatchObject({ status: 404, code: "model_not_found" });
    expect(await refused({ voice: "robot" })).toMatchObject({ status: 400, param: "voice" });
    expect(await refused({ input: "" })).toMatchObject({ status: 400, param: "input" });
    expect(await refused({ input: "x".repeat(4097) })).toMatchObject({ status: 400, code: "string_above_max_length" });
    expect(await refused({ instructions: "cheerful" })).toMatchObject({ status: 400, param: "instructions" });
    // Speech has faults of its own: one armed for chat is left to chat, and the other way round.
    await arm({ server_error: 1 });
    expect(await refused({})).toBeNull();
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: JSON.stringify({ openai_speech: { server_error: 1 } }), headers: { "content-type": "application/json" } });
    expect(await refused({})).toMatchObject({ status: 500 });
    expect(await refused({})).toBeNull();
  });
});

describe("latency", () => {
  const configure = (body: unknown) => fetch(`${sandbox.url}/__sandbox/openai/config`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
  const timed = async (call: () => Promise<unknown>) => {
    const started = performance.now();
    await call();
    return performance.now() - started;
  };
  const chat = () => client().chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hello" }] });
  const speak = () => client().audio.speech.create({ model: "tts-1", voice: "alloy", input: "Hi" });

  it("holds chat completions and speech for as long as configured, each on its own, until a reset", async () => {
    expect(await (await configure({ chat_latency_ms: 400 })).json()).toEqual({ chat_latency_ms: 400, speech_latency_ms: 0 });
    expect(await timed(chat)).toBeGreaterThanOrEqual(400);
    expect(await timed(speak)).toBeLessThan(400);
    await configure({ speech_latency_ms: 300, chat_latency_ms: 0 });
    expect(await timed(speak)).toBeGreaterThanOrEqual(300);
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    expect(await (await fetch(`${sandbox.url}/__sandbox/openai/config`)).json()).toEqual({ chat_latency_ms: 0, speech_latency_ms: 0 });
  });

  it("refuses a latency that is not a whole number of milliseconds from 0 to 2 minutes", async () => {
    for (const body of [{ chat_latency_ms: -1 }, { chat_latency_ms: 1.5 }, { speech_latency_ms: 120_001 }, { other: 1 }]) expect((await configure(body)).status).toBe(400);
  });
});

describe("models", () => {
  const post = (body: unknown) =>
    fetch(`${sandbox.url}/v1/chat/completions`, { method: "POST", headers: { authorization: "Bearer sk-test", "content-type": "application/json" }, body: JSON.stringify(body) });

  it("an unknown chat model answers 404 with OpenAI's body, which the SDK raises as NotFoundError without retrying", async () => {
    const res = await post({ model: "gpt-nope", messages });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { message: "The model `gpt-nope` does not exist or you do not have access to it.", type: "invalid_request_error", param: null, code: "model_not_found" },
    });
    const error = await client({ maxRetries: 2 }).chat.completions.create({ model: "gpt-nope", messages }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.NotFoundError);
    expect(error).toMatchObject({ code: "model_not_found" });
  });

  it("known models and their dated snapshots are served", async () => {
    for (const model of ["gpt-4o-mini", "gpt-4o-mini-2024-07-18", "gpt-4.1-nano", "o4-mini", "gpt-5-mini"]) expect((await post({ model, messages })).status).toBe(200);
  });

  it("a reasoning model refuses sampling parameters other than the defaults, and max_tokens", async () => {
    const refused = async (extra: Record<string, unknown>) => ((await (await post({ model: "o4-mini", messages, ...extra })).json()) as { error: { param: string; code: string } }).error;
    expect(await refused({ temperature: 0 })).toMatchObject({ param: "temperature", code: "unsupported_value" });
    expect(await refused({ top_p: 0.5 })).toMatchObject({ param: "top_p", code: "unsupported_value" });
    expect(await refused({ presence_penalty: 0.5 })).toMatchObject({ param: "presence_penalty", code: "unsupported_parameter" });
    expect(await refused({ max_tokens: 100 })).toMatchObject({ param: "max_tokens", code: "unsupported_parameter" });
    expect((await post({ model: "o4-mini", messages, temperature: 1, top_p: 1, max_completion_tokens: 100 })).status).toBe(200);
    expect((await post({ model: "gpt-4o-mini", messages, temperature: 0, top_p: 0.5, max_tokens: 100 })).status).toBe(200);
  });
});
