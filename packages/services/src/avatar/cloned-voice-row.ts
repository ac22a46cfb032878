import { eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { avatarClonedVoices, type AvatarClonedVoiceRow } from "@understudy/db/schema";

/** The user's cloned voice at the cloning provider, or null. */
export async function loadClonedVoice(db: Executor, userId: string): Promise<AvatarClonedVoiceRow | null> {
  const [row] = await db.select().from(avatarClonedVoices).where(eq(avatarClonedVoices.userId, userId)).limit(1);
  return row ?? null;
}
