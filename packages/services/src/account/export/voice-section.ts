import { asc, eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { avatarClonedVoices, avatarVoiceSamples } from "@understudy/db/schema";
import type { AccountArchive } from "./archive-schema";

const EXTENSION: Record<string, string> = { "audio/webm": "webm", "audio/ogg": "ogg", "audio/mp4": "m4a", "audio/wav": "wav", "audio/mpeg": "mp3" };

/** The avatar's voice: sample metadata in `data.json`, each recording as its own file under `voice-samples/`. */
export async function voiceSections(db: Executor, userId: string): Promise<{ sections: Pick<AccountArchive, "avatar_voice_samples" | "avatar_cloned_voice">; files: Map<string, Uint8Array> }> {
  const [samples, cloned] = await Promise.all([
    db.select().from(avatarVoiceSamples).where(eq(avatarVoiceSamples.userId, userId)).orderBy(asc(avatarVoiceSamples.createdAt), asc(avatarVoiceSamples.id)),
    db.select().from(avatarClonedVoices).where(eq(avatarClonedVoices.userId, userId)).limit(1),
  ]);
  const files = new Map<string, Uint8Array>();
  const rows = samples.map((s) => {
    const file = `voice-samples/${s.id}.${EXTENSION[s.contentType] ?? "bin"}`;
    files.set(file, s.audio);
    return { id: s.id, label: s.label, content_type: s.contentType, byte_size: s.byteSize, created_at: s.createdAt.toISOString(), file };
  });
  const c = cloned[0];
  return {
    sections: {
      avatar_voice_samples: rows,
      avatar_cloned_voice: c ? { provider: c.provider, provider_voice_id: c.providerVoiceId, sample_count: c.sampleCount, created_at: c.createdAt.toISOString() } : null,
    },
    files,
  };
}
