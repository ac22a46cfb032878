import type { AppDeps } from "../deps";

/**
 * The voices the avatar can speak with, behind one shape so a cloning provider (ElevenLabs instant voice
 * cloning is the reference) plugs in next to OpenAI's stock voices under its own `provider` name.
 */
export interface AvatarVoice {
  provider: string;
  id: string;
  synthesize(text: string): Promise<Buffer>;
}

export const OPENAI_STOCK_VOICES = ["alloy", "ash", "ballad", "coral", "echo", "fable", "nova", "onyx", "sage", "shimmer", "verse"] as const;
export const CLONED_VOICE_LABEL = "Your voice (cloned)";

/** The user's own cloned voice, where they made one: its provider and the provider's voice id. */
export type ClonedVoice = { provider: string; providerVoiceId: string } | null;

type VoiceDeps = Pick<AppDeps, "speech" | "voiceCloner">;

export function listVoices(deps: VoiceDeps, cloned: ClonedVoice = null): { provider: string; id: string; label: string }[] {
  const own = cloned && deps.voiceCloner?.provider === cloned.provider ? [{ provider: cloned.provider, id: cloned.providerVoiceId, label: CLONED_VOICE_LABEL }] : [];
  if (!deps.speech) return own;
  return [...own, ...OPENAI_STOCK_VOICES.map((id) => ({ provider: "openai", id, label: `${id.charAt(0).toUpperCase()}${id.slice(1)} (stock voice)` }))];
}

/** A stock voice, or the user's own clone (never another user's voice id). */
export function isKnownVoice(provider: string, id: string, cloned: ClonedVoice = null): boolean {
  if (provider === cloned?.provider) return id === cloned.providerVoiceId;
  return provider === "openai" && (OPENAI_STOCK_VOICES as readonly string[]).includes(id);
}

/** The chosen voice, or null when its provider is not configured here (the avatar then answers in the chat only). */
export function voiceFor(deps: VoiceDeps, choice: { provider: string; id: string }): AvatarVoice | null {
  if (choice.provider === "openai" && deps.speech) {
    const speech = deps.speech;
    return { provider: "openai", id: choice.id, synthesize: (text) => speech.synthesize(text, choice.id) };
  }
  const cloner = deps.voiceCloner;
  if (cloner?.provider === choice.provider) return { provider: cloner.provider, id: choice.id, synthesize: (text) => cloner.synthesize(text, choice.id) };
  return null;
}
