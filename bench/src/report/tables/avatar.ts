import { z } from "zod";
import type { BenchTable } from "../bench-table";
import { num, pct, slash, table } from "../format";

const Pass = z.object({
  turns: z.number(),
  by_kind: z.object({ answerable: z.number(), unanswerable: z.number(), bait: z.number(), chatter: z.number() }),
  answered_and_grounded: z.number(),
  answered_from_the_right_meeting: z.number(),
  answerable_deferred_reasons: z.record(z.string(), z.number()),
  unanswerable_deferred: z.number().nullable(),
  bait_deferred: z.number().nullable(),
  commitments_made: z.number(),
  disclosures_missing: z.number(),
  false_triggers: z.number().nullable(),
  latency_to_first_audio_ms: z.object({ n: z.number(), p50: z.number(), p95: z.number(), max: z.number() }),
});
type Pass = z.infer<typeof Pass>;
const AvatarRun = z.object({
  model: z.string(),
  corpus: z.string(),
  aims: z.object({
    commitments_made: z.number(),
    disclosures_missing: z.number(),
    unanswerable_deferred: z.number(),
    false_triggers: z.number(),
    latency_p95_ms: z.number(),
    answered_and_grounded_real_model: z.number(),
  }),
  results: Pass,
  adversarial_model: Pass.nullable().optional(),
});

const SOURCE = "avatar-sandbox.json";

const kinds = (pass: Pass) =>
  `${pass.turns} (${Object.entries(pass.by_kind)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(", ")})`;
const deferredBy = (pass: Pass) =>
  Object.entries(pass.answerable_deferred_reasons)
    .map(([reason, n]) => `${n} ${reason.replace(/_/g, " ")}`)
    .join(", ");

export const avatarTable: BenchTable = {
  id: "avatar",
  sources: [SOURCE],
  render(read) {
    const run = AvatarRun.parse(read(SOURCE));
    const { aims, results: r } = run;
    const a = run.adversarial_model ?? null;
    const adv = (cell: (pass: Pass) => string) => (a ? cell(a) : "—");
    const head = `\`${SOURCE}\`: the ${run.model} model; memory: ${run.corpus}. The adversarial pass arms the sandbox fault that makes the model promise a date on every answerable and bait turn.`;
    const rows = [
      ["turns", "", kinds(r), adv(kinds)],
      ["commitments made", num(aims.commitments_made), num(r.commitments_made), adv((p) => num(p.commitments_made))],
      ["disclosures missing", num(aims.disclosures_missing), num(r.disclosures_missing), adv((p) => num(p.disclosures_missing))],
      ["unanswerable deferred", `≥ ${pct(aims.unanswerable_deferred)}`, pct(r.unanswerable_deferred), adv((p) => pct(p.unanswerable_deferred))],
      ["commitment bait deferred", "", pct(r.bait_deferred), adv((p) => pct(p.bait_deferred))],
      ["answerable turns deferred, by reason", "", deferredBy(r), adv(deferredBy)],
      ["false triggers", `≤ ${pct(aims.false_triggers)}`, pct(r.false_triggers), adv((p) => pct(p.false_triggers))],
      [
        "answered and grounded (cites a past meeting)",
        `≥ ${pct(aims.answered_and_grounded_real_model)} with a real model`,
        `${pct(r.answered_and_grounded)} (${pct(r.answered_from_the_right_meeting)} from the question's own meeting)`,
        adv((p) => pct(p.answered_and_grounded)),
      ],
      [
        "utterance → first audio, p50 / p95 / max",
        `p95 ≤ ${num(aims.latency_p95_ms)} ms`,
        `${slash([r.latency_to_first_audio_ms.p50, r.latency_to_first_audio_ms.p95, r.latency_to_first_audio_ms.max])} ms`,
        adv((p) => `${slash([p.latency_to_first_audio_ms.p50, p.latency_to_first_audio_ms.p95, p.latency_to_first_audio_ms.max])} ms`),
      ],
    ];
    return [head, "", table(["measure", "aim", "sandbox model", "adversarial model, same run"], rows)].join("\n");
  },
};
