import { createHash, randomBytes } from "node:crypto";

export interface SandboxVoice {
  voice_id: string;
  name: string;
  category: "premade" | "cloned";
  description: string | null;
  samples: { sample_id: string; file_name: string; mime_type: string; size_bytes: number; hash: string }[] | null;
  created_at_unix: number | null;
}

/** A few of ElevenLabs' premade voices, by their real ids, so a stock voice id answers as it would there. */
const PREMADE: [string, string][] = [
  ["21m00Tcm4TlvDq8ikWAM", "Rachel"],
  ["EXAVITQu4vr4xnSDxMaL", "Sarah"],
  ["JBFqnCBsd6RMkjVDRZzb", "George"],
];

/** ElevenLabs voice ids: 20 alphanumerics. */
const newVoiceId = () => randomBytes(15).toString("base64").replace(/[^A-Za-z0-9]/g, "x").slice(0, 20);

export class VoiceStore {
  readonly #voices = new Map<string, SandboxVoice>();

  constructor() {
    this.reset();
  }

  reset(): void {
    this.#voices.clear();
    for (const [voice_id, name] of PREMADE) this.#voices.set(voice_id, { voice_id, name, category: "premade", description: null, samples: null, created_at_unix: null });
  }

  get(id: string): SandboxVoice | undefined {
    return this.#voices.get(id);
  }

  cloned(): SandboxVoice[] {
    return [...this.#voices.values()].filter((v) => v.category === "cloned");
  }

  add(name: string, description: string | null, files: { name: string; type: string; bytes: Uint8Array }[], now: Date): SandboxVoice {
    const voice: SandboxVoice = {
      voice_id: newVoiceId(),
      name,
      category: "cloned",
      description,
      samples: files.map((f) => ({ sample_id: newVoiceId(), file_name: f.name, mime_type: f.type, size_bytes: f.bytes.byteLength, hash: createHash("md5").update(f.bytes).digest("hex") })),
      created_at_unix: Math.floor(now.getTime() / 1000),
    };
    this.#voices.set(voice.voice_id, voice);
    return voice;
  }

  delete(id: string): boolean {
    const voice = this.#voices.get(id);
    if (voice?.category !== "cloned") return false;
    return this.#voices.delete(id);
  }
}
