/**
 * MPEG-1 Layer III frames of silence: 32 kbit/s, 32 kHz, mono, so each frame is 144 bytes and 36 ms.
 * An all-zero side-info section (no main data) decodes as silence in every player.
 */
const FRAME_HEADER = [0xff, 0xfb, 0x18, 0xc0];
const FRAME_BYTES = 144;

export function silentMp3(frames: number): Buffer {
  const out = Buffer.alloc(FRAME_BYTES * Math.max(1, frames));
  for (let offset = 0; offset < out.length; offset += FRAME_BYTES) out.set(FRAME_HEADER, offset);
  return out;
}

/** About a tenth of a second of silence, base64: enough to switch a Recall bot's audio output on. */
export const SILENT_MP3_BASE64 = silentMp3(3).toString("base64");
