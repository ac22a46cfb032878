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

export function listVoices(deps: Pick<AppDeps, "speech">): { provider: string; id: string; label: string }[] {
  if (!deps.speech) return [];
  return OPENAI_STOCK_VOICES.map((id) => ({ provider: "openai", id, label: `${id.charAt(0).toUpperCase()}${id.slice(1)} (stock voice)` }));
}

export function isKnownVoice(provider: string, id: string): boolean {
  return provider === "openai" && (OPENAI_STOCK_VOICES as readonly string[]).includes(id);
}

/** The chosen voice, or null when its provider is not configured here (the avatar then answers in the chat only). */
export function voiceFor(deps: Pick<AppDeps, "speech">, choice: { provider: string; id: string }): AvatarVoice | null {
  if (choice.provider === "openai" && deps.speech) {
    const speech = deps.speech;
    return { provider: "openai", id: choice.id, synthesize: (text) => speech.synthesize(text, choice.id) };
  }
  return null;
}
