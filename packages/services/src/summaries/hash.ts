import { createHash } from "node:crypto";

/** Identifies a transcript's content: same turns, same words, same times → same hash. */
export function transcriptHash(segments: { speaker: string; content: string; startSeconds: number; endSeconds: number }[]): string {
  const hash = createHash("sha256");
  for (const s of segments) hash.update(`${s.startSeconds}\u0000${s.endSeconds}\u0000${s.speaker}\u0000${s.content}\u0001`);
  return hash.digest("hex");
}

export function hasSpeech(segments: { content: string }[]): boolean {
  return segments.some((s) => /[\p{L}\p{N}]/u.test(s.content));
}
