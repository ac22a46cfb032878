/**
 * A minimal ID3v2.4 tag with one TIT2 (title) frame in UTF-8. The sandbox's speech is silence, so it titles each
 * clip with the words it stands for; the sandbox bot API reads the title back as what the bot "said" aloud.
 * Real mp3 players skip the tag like any other.
 */
const syncsafe = (n: number) => Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f]);

function textFrame(id: string, text: string): Buffer {
  const payload = Buffer.concat([Buffer.from([3]), Buffer.from(text, "utf8")]);
  return Buffer.concat([Buffer.from(id, "latin1"), syncsafe(payload.length), Buffer.from([0, 0]), payload]);
}

/** `artist` (TPE1) names the voice that "spoke" (the sandbox ElevenLabs puts its voice id there). */
export function id3Title(text: string, artist?: string): Buffer {
  const frames = Buffer.concat([textFrame("TIT2", text), ...(artist ? [textFrame("TPE1", artist)] : [])]);
  return Buffer.concat([Buffer.from("ID3", "latin1"), Buffer.from([4, 0, 0]), syncsafe(frames.length), frames]);
}

function readId3Frame(bytes: Buffer, wanted: string): string | null {
  if (bytes.length < 10 || bytes.subarray(0, 3).toString("latin1") !== "ID3") return null;
  const size = (b: Buffer, o: number) => ((b.readUInt8(o) & 0x7f) << 21) | ((b.readUInt8(o + 1) & 0x7f) << 14) | ((b.readUInt8(o + 2) & 0x7f) << 7) | (b.readUInt8(o + 3) & 0x7f);
  const end = 10 + size(bytes, 6);
  for (let o = 10; o + 10 <= Math.min(end, bytes.length); ) {
    const id = bytes.subarray(o, o + 4).toString("latin1");
    const len = size(bytes, o + 4);
    if (id === wanted && bytes[o + 10] === 3) return bytes.subarray(o + 11, o + 10 + len).toString("utf8");
    if (!len) break;
    o += 10 + len;
  }
  return null;
}

/** The TIT2 text of a leading ID3v2.4 tag, or null. */
export const readId3Title = (bytes: Buffer): string | null => readId3Frame(bytes, "TIT2");
/** The TPE1 text (the voice) of a leading ID3v2.4 tag, or null. */
export const readId3Artist = (bytes: Buffer): string | null => readId3Frame(bytes, "TPE1");
