import { z } from "zod";
import type { BenchTable } from "../bench-table";
import { num, table, when } from "../format";

const Avatar = z.object({ spoken: z.number(), p50_ms: z.number().nullable(), p95_ms: z.number().nullable() });
const Round = z.object({
  model_ms: z.number(),
  speech_ms: z.number(),
  webhooks: z.number(),
  per_second: z.number(),
  errors: z.number(),
  p50_ms: z.number(),
  p95_ms: z.number(),
  p99_ms: z.number(),
  max_ms: z.number(),
  avatar: Avatar.optional(),
  load_before: z.number(),
});
const WebhooksRun = z.object({
  at: z.string(),
  database: z.string(),
  worker: z.enum(["process", "inline"]).optional(),
  machine: z.object({ cpus: z.number() }),
  bots: z.number(),
  users: z.number(),
  avatar_users: z.number(),
  seconds: z.number(),
  line_seconds: z.number(),
  rounds: z.record(z.string(), Round),
  aims: z.object({
    webhook_p99_ms: z.object({ aim: z.number(), got: z.number(), met: z.boolean() }),
    avatar_p95_ms: z.object({ aim: z.number(), got: z.number().nullable(), met: z.boolean() }),
  }),
});

const SOURCE = "webhooks-postgres.json";

export const webhooksTable: BenchTable = {
  id: "webhooks",
  sources: [SOURCE],
  render(read) {
    const run = WebhooksRun.parse(read(SOURCE));
    const head =
      `\`${SOURCE}\` (${when(run.at)}, PostgreSQL, ${run.machine.cpus} cores, worker ${run.worker === "inline" ? "in the web process" : "in its own process"}): ` +
      `${num(run.bots)} bots of ${num(run.users)} users (${run.avatar_users} with the AI Avatar), a line every ~${run.line_seconds} s each, ${run.seconds} s a round.`;
    const rows = Object.entries(run.rounds).map(([name, r]) => [
      name,
      `${num(r.model_ms)} ms`,
      `${num(r.webhooks)} (${num(r.per_second, 1)}/s), ${r.errors} errors`,
      `${num(r.p50_ms, 1)} / ${num(r.p95_ms, 1)} / ${num(r.p99_ms, 1)} ms`,
      r.avatar ? `${r.avatar.spoken} spoken, ${num(r.avatar.p50_ms)} / ${num(r.avatar.p95_ms)} ms` : "—",
      num(r.load_before, 1),
    ]);
    const aims =
      `Aims: webhook p99 ≤ ${num(run.aims.webhook_p99_ms.aim)} ms with the slow model — ${num(run.aims.webhook_p99_ms.got, 1)} ms, ${run.aims.webhook_p99_ms.met ? "met" : "missed"}; ` +
      `avatar utterance → first audio p95 ≤ ${num(run.aims.avatar_p95_ms.aim)} ms — ${num(run.aims.avatar_p95_ms.got)} ms, ${run.aims.avatar_p95_ms.met ? "met" : "missed"}.`;
    return [
      head,
      "",
      table(["round", "model", "webhooks", "webhook p50 / p95 / p99", "avatar answers, p50 / p95", "load before"], rows, ["left", "right", "right", "right", "right", "right"]),
      "",
      aims,
    ].join("\n");
  },
};
