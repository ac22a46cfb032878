/**
 * The container a recording's first bytes announce, so a sample labelled audio/webm is one: the cloning
 * provider decodes every file and would refuse what is not audio, after the user had waited for it.
 */
export function sniffAudioContainer(bytes: Uint8Array): "audio/webm" | "audio/ogg" | "audio/mp4" | "audio/wav" | "audio/mpeg" | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length < 12) return null;
  const ascii = (start: number, end: number) => b.subarray(start, end).toString("latin1");
  if (b.readUInt32BE(0) === 0x1a45dfa3) return "audio/webm";
  if (ascii(0, 4) === "OggS") return "audio/ogg";
  if (ascii(4, 8) === "ftyp") return "audio/mp4";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WAVE") return "audio/wav";
  if (ascii(0, 3) === "ID3" || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0)) return "audio/mpeg";
  return null;
}
