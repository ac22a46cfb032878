import { brand, isBranded } from "../cross-bundle";

/** One recording of the user's own voice, as sent to the cloning provider. */
export interface VoiceSample {
  filename: string;
  contentType: string;
  data: Uint8Array;
}

/**
 * A voice-cloning provider (ElevenLabs instant voice cloning is the reference), narrowed to what the avatar
 * needs: make a voice from the user's samples, speak with it, and delete it when the user asks.
 */
export interface VoiceCloner {
  /** The provider's name, stored with the voice so it is deleted where it lives. */
  readonly provider: string;
  /** The provider's id of the new voice. Throws VoiceCloneError. */
  cloneVoice(name: string, samples: VoiceSample[]): Promise<string>;
  /** Deleting a voice the provider no longer has is not an error: the outcome the user asked for holds. */
  deleteVoice(voiceId: string): Promise<void>;
  /** mp3 bytes of `text` said in the voice. Throws VoiceCloneError. */
  synthesize(text: string, voiceId: string): Promise<Buffer>;
}

/**
 * - `rejected`: the provider refused the request (a sample it cannot use, a bad key); retrying will not help.
 * - `unavailable`: rate limited, down or too slow; try again later.
 * - `not_found`: the voice is gone at the provider.
 */
export type VoiceCloneErrorKind = "rejected" | "unavailable" | "not_found";

export class VoiceCloneError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(value, "VoiceCloneError");
  }

  constructor(
    readonly kind: VoiceCloneErrorKind,
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(message, options);
    brand(this, "VoiceCloneError");
    this.name = "VoiceCloneError";
    this.status = options?.status;
  }
  readonly status: number | undefined;
}
