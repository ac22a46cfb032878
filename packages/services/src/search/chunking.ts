/** A transcript turn as chunking needs it. */
export interface ChunkTurn {
  seq: number;
  speaker: string;
  content: string;
  startSeconds: number;
  endSeconds: number;
}

export interface TranscriptChunkDraft {
  firstSegmentSeq: number;
  lastSegmentSeq: number;
  startSeconds: number;
  endSeconds: number;
  /** One "Speaker: words" line per turn. */
  text: string;
}

/**
 * About 400 tokens (≈4 characters each) at most: a few turns, enough context for an embedding to carry a topic,
 * small enough that one topic dominates it and that a hit points at a precise moment.
 */
export const MAX_CHUNK_CHARS = 1600;

const line = (t: ChunkTurn) => `${t.speaker}: ${t.content.replace(/\s+/g, " ").trim()}`;

/** An overlong turn becomes several pieces at word boundaries, each keeping the speaker prefix. */
function pieces(turn: ChunkTurn, budget: number): string[] {
  const whole = line(turn);
  if (whole.length <= budget) return [whole];
  const prefix = `${turn.speaker}: `;
  const room = Math.max(16, budget - prefix.length);
  const out: string[] = [];
  let current = "";
  for (const word of turn.content.split(/\s+/).filter(Boolean)) {
    const w = word.slice(0, room);
    if (current && current.length + 1 + w.length > room) {
      out.push(prefix + current);
      current = "";
    }
    current = current ? `${current} ${w}` : w;
  }
  if (current) out.push(prefix + current);
  return out;
}

/** Consecutive turns packed greedily into chunks of at most `budget` characters. */
export function chunkTurns(turns: readonly ChunkTurn[], budget = MAX_CHUNK_CHARS): TranscriptChunkDraft[] {
  const chunks: TranscriptChunkDraft[] = [];
  let open: TranscriptChunkDraft | null = null;
  for (const turn of turns) {
    // A turn without words is not embedded, but the chunk before it covers it, so the last chunk always reaches the
    // transcript's last turn (which is how the sweep tells a complete set of chunks).
    if (!/[\p{L}\p{N}]/u.test(turn.content)) {
      if (open) open.lastSegmentSeq = turn.seq;
      continue;
    }
    for (const piece of pieces(turn, budget)) {
      if (open && open.text.length + 1 + piece.length <= budget) {
        open.text += `\n${piece}`;
        open.lastSegmentSeq = turn.seq;
        open.endSeconds = Math.max(open.endSeconds, turn.endSeconds);
        continue;
      }
      if (open) chunks.push(open);
      open = { firstSegmentSeq: turn.seq, lastSegmentSeq: turn.seq, startSeconds: turn.startSeconds, endSeconds: turn.endSeconds, text: piece };
    }
  }
  if (open) chunks.push(open);
  return chunks;
}
