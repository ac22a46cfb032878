import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * The QMSum corpus, read at run time (never copied into the repository): QMSUM_DIR, by default the shared data
 * folder `<repo>/.data/qmsum` (gitignored) when QMSUM_DIR is unset. It holds `train/` and `val/`, one `<meeting>.json` each
 * (QMSum's `data/ALL/train` and `data/ALL/val`).
 */
export const QMSUM_DIR = path.resolve(repoRoot, process.env.QMSUM_DIR || ".data/qmsum");

/** Thrown when QMSUM_DIR lacks a split; its message is one line, meant to be printed as is. */
export class QmsumMissingError extends Error {}

export interface QmsumTurn {
  speaker: string;
  content: string;
}

export interface QmsumQuery {
  query: string;
  /** Inclusive turn ranges that hold the answer. */
  spans: [number, number][];
}

export interface QmsumMeeting {
  name: string;
  turns: QmsumTurn[];
  queries: QmsumQuery[];
  topics: string[];
}

/** QMSum keeps disfluency markers such as `{vocalsound}`; a transcript as a bot would deliver it has none. */
export function clean(text: string): string {
  return text
    .replace(/\{[a-z_]+\}/gi, " ")
    .replace(/\s+([.,?!])/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

interface RawMeeting {
  meeting_transcripts: { speaker: string; content: string }[];
  specific_query_list: { query: string; relevant_text_span: [string, string][] }[];
  topic_list: { topic: string }[];
}

export function loadQmsum(split: "train" | "val" | "all"): QmsumMeeting[] {
  const splits = split === "all" ? ["train", "val"] : [split];
  for (const s of splits) {
    if (!existsSync(path.join(QMSUM_DIR, s))) {
      throw new QmsumMissingError(
        `QMSum not found: QMSUM_DIR${process.env.QMSUM_DIR ? "" : " (unset, so .data/qmsum in the repository)"} = ${QMSUM_DIR} has no ${s}/ folder; set QMSUM_DIR to QMSum's data/ALL folder (train/ and val/, one <meeting>.json each; https://github.com/Yale-LILY/QMSum), see README, Benchmarks.`,
      );
    }
  }
  return splits.flatMap((s) =>
    readdirSync(path.join(QMSUM_DIR, s))
      .filter((f) => f.endsWith(".json"))
      .sort()
      .map((file) => {
        const raw = JSON.parse(readFileSync(path.join(QMSUM_DIR, s, file), "utf8")) as RawMeeting;
        return {
          name: file.replace(/\.json$/, ""),
          turns: raw.meeting_transcripts.map((t) => ({ speaker: t.speaker, content: clean(t.content) })),
          queries: raw.specific_query_list.map((q) => ({ query: q.query, spans: q.relevant_text_span.map(([a, b]) => [Number(a), Number(b)] as [number, number]) })),
          topics: raw.topic_list.map((t) => t.topic),
        };
      }),
  );
}

/** Deterministic pseudo-random numbers (mulberry32), so every run loads the same corpus. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
