/** A browser's push subscription as PushSubscription.toJSON() gives it (RFC 8030 push resource, RFC 8291 keys). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  /** How long the push service keeps it for an offline browser (RFC 8030 §5.2). */
  ttlSeconds: number;
  /** RFC 8030 §5.3: "high" wakes a phone at once. */
  urgency: "very-low" | "low" | "normal" | "high";
}

/** What the push service said: delivered, gone (404/410: delete the subscription), or failed (retry later). */
export type PushResult = { outcome: "sent"; status: number } | { outcome: "gone"; status: number } | { outcome: "failed"; status: number | null; error: string };

/** Sends Web Push messages, signed with the app's VAPID key (RFC 8292) and encrypted to the browser (RFC 8291). */
export interface PushSender {
  /** The VAPID public key browsers subscribe with (`applicationServerKey`), base64url. */
  readonly publicKey: string;
  /** Whether an endpoint is a push service this app posts to: a browser's (https), or one configured; never any URL a caller sends. */
  accepts(endpoint: string): boolean;
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushResult>;
}
