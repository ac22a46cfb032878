import { z } from "zod";

const Base64Url = z.string().regex(/^[A-Za-z0-9_-]+=*$/, "base64url");
/** A push service URL as the browser gives it: no control characters (PostgreSQL text refuses NUL). */
// eslint-disable-next-line no-control-regex
const Endpoint = z.url().max(2000).refine((s) => !/[\u0000-\u001f\u007f]/.test(s), "An endpoint has no control characters");

/** What `PushSubscription.toJSON()` gives the page; `expirationTime` is accepted and ignored (the push service's 404/410 decides). */
export const PushSubscribeInput = z.strictObject({
  endpoint: Endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    /** The browser's P-256 public key, uncompressed (65 bytes = 87 base64url characters). */
    p256dh: Base64Url.min(80).max(100),
    /** 16 bytes = 22 base64url characters. */
    auth: Base64Url.min(16).max(40),
  }),
});
export type PushSubscribeInput = z.infer<typeof PushSubscribeInput>;

export const PushUnsubscribeInput = z.strictObject({ endpoint: Endpoint });
export type PushUnsubscribeInput = z.infer<typeof PushUnsubscribeInput>;

export const PushConfigResponse = z
  .object({
    /** Whether this server sends Web Push at all (it has a VAPID key pair). */
    available: z.boolean(),
    /** The `applicationServerKey` to subscribe with, base64url; null when unavailable. */
    public_key: z.string().nullable(),
    /** How many browsers of yours receive push notifications. */
    subscriptions: z.number().int(),
  })
  .meta({ id: "PushConfig" });
export type PushConfigResponse = z.infer<typeof PushConfigResponse>;

export const PushSubscriptionResponse = z.object({ id: z.string(), endpoint: z.string(), created_at: z.string() }).meta({ id: "PushSubscription" });
export type PushSubscriptionResponse = z.infer<typeof PushSubscriptionResponse>;

/** What the service worker (apps/web/public/sw.js) reads from a push message. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path in the app the notification opens (the live room). */
  url: string;
  /** Same tag, same notification: a newer one replaces it on the device. */
  tag: string;
}
