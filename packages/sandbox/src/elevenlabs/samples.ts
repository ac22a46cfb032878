/** Instant voice cloning takes a minute or two of speech; ElevenLabs caps each file at 10 MB (the sandbox says the same). */
export const MAX_SAMPLE_BYTES = 10 * 1024 * 1024;
/** Less than this cannot hold a second of speech in any format the sandbox accepts. */
export const MIN_SAMPLE_BYTES = 4 * 1024;
export const MAX_SAMPLES = 25;

/** The container a sample's first bytes announce, or null: ElevenLabs decodes each file and refuses what is not audio. */
export function sniffAudio(bytes: Uint8Array): "webm" | "ogg" | "mp4" | "wav" | "mp3" | "flac" | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length < 12) return null;
  if (b.readUInt32BE(0) === 0x1a45dfa3) return "webm";
  if (b.subarray(0, 4).toString("latin1") === "OggS") return "ogg";
  if (b.subarray(4, 8).toString("latin1") === "ftyp") return "mp4";
  if (b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WAVE") return "wav";
  if (b.subarray(0, 4).toString("latin1") === "fLaC") return "flac";
  if (b.subarray(0, 3).toString("latin1") === "ID3" || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0)) return "mp3";
  return null;
}
