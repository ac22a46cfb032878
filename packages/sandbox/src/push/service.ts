import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import { jwtVerify } from "jose";
import type { SandboxContext } from "../core/context";
import { jsonResponse } from "../core/http";
import { decryptAes128gcm, newSubscriberKeys, p256PublicKey, type SubscriberKeys } from "./crypto";

/** A subscription as a browser's push service holds it: its keys (here, for decrypting) and whether it still exists. */
interface Subscription {
  id: string;
  keys: SubscriberKeys;
  /** Set by a test: from then on the push service answers 410 Gone, as for an unsubscribed browser. */
  gone: boolean;
}

export interface ReceivedPush {
  id: string;
  subscription_id: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The VAPID key that signed it (`k=`), base64url. */
  vapid_key: string;
  /** The JWT's `sub` (a mailto: or https: contact, RFC 8292 §2.1). */
  vapid_subject: string | null;
  /** The decrypted body, as the browser's service worker would read it. */
  payload: string;
  received_at: string;
}

/** The most a JWT may run ahead of the request (RFC 8292 §2: "MUST NOT be more than 24 hours from the time of the request"). */
const MAX_JWT_LIFETIME_S = 24 * 60 * 60;
/** RFC 8030 §7.2: a push service MAY limit the size; 4096 bytes is what every browser's push service accepts. */
const MAX_BODY_BYTES = 4096;

const problem = (status: number, message: string) => jsonResponse({ code: status, errno: status, error: message, message }, status);

/**
 * A Web Push service as browsers' are (Mozilla autopush, FCM's web push): a push resource per subscription that
 * accepts RFC 8030 push messages signed with VAPID (RFC 8292) and encrypted with aes128gcm (RFC 8291), and keeps
 * them, decrypted with the subscription's private key, so tests read the payload a service worker would get.
 */
export function createPush(ctx: SandboxContext) {
  const subscriptions = new Map<string, Subscription>();
  const received: ReceivedPush[] = [];
  ctx.onReset(() => {
    subscriptions.clear();
    received.length = 0;
  });

  async function accept(c: Context): Promise<Response> {
    const subscription = subscriptions.get(c.req.param("id") ?? "");
    // RFC 8030 §7.3 / autopush: an expired or unsubscribed push resource answers 404 or 410; the sender deletes it.
    if (!subscription) return problem(404, "No such subscription");
    if (subscription.gone) return problem(410, "Subscription has been unsubscribed");
    // RFC 8030 §5.2: "An application server MUST include the TTL (Time-To-Live) header field".
    const ttlHeader = c.req.header("ttl");
    const ttl = ttlHeader === undefined ? NaN : Number(ttlHeader);
    if (!Number.isInteger(ttl) || ttl < 0) return problem(400, "Missing or invalid TTL header (RFC 8030 §5.2)");
    // RFC 8030 §5.3: urgency is one of very-low, low, normal, high.
    const urgency = c.req.header("urgency") ?? null;
    if (urgency && !["very-low", "low", "normal", "high"].includes(urgency)) return problem(400, "Invalid Urgency header (RFC 8030 §5.3)");
    // RFC 8030 §5.4: a topic is at most 32 characters of the URL- and filename-safe base64 alphabet.
    const topic = c.req.header("topic") ?? null;
    if (topic && !/^[A-Za-z0-9_-]{1,32}$/.test(topic)) return problem(400, "Invalid Topic header (RFC 8030 §5.4)");

    // RFC 8292 §3: Authorization: vapid t=<JWT>, k=<public key>.
    const auth = /^vapid\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    const params = new Map(
      (auth ?? "").split(",").map((part) => {
        const [name = "", value = ""] = part.trim().split("=", 2);
        return [name.trim().toLowerCase(), value.trim()] as const;
      }),
    );
    const token = params.get("t");
    const key = params.get("k");
    if (!token || !key) return problem(401, "Missing VAPID authorization (RFC 8292 §3)");
    let subject: string | null;
    try {
      const endpoint = new URL(c.req.url);
      const { payload } = await jwtVerify(token, p256PublicKey(Buffer.from(key, "base64url")), { algorithms: ["ES256"], currentDate: ctx.now() });
      // RFC 8292 §2: "aud" is the origin of the push resource; "exp" is required and at most 24 h ahead.
      if (payload.aud !== endpoint.origin) return problem(401, `JWT aud must be ${endpoint.origin} (RFC 8292 §2)`);
      if (typeof payload.exp !== "number") return problem(401, "JWT exp is required (RFC 8292 §2)");
      if (payload.exp > ctx.now().getTime() / 1000 + MAX_JWT_LIFETIME_S) return problem(401, "JWT exp is more than 24 hours ahead (RFC 8292 §2)");
      subject = typeof payload.sub === "string" ? payload.sub : null;
    } catch (error) {
      return problem(401, `Invalid VAPID JWT: ${error instanceof Error ? error.message : String(error)}`);
    }

    const body = Buffer.from(await c.req.arrayBuffer());
    if (body.length > MAX_BODY_BYTES) return problem(413, "Payload too large (RFC 8030 §7.2)");
    let payload = "";
    if (body.length > 0) {
      // RFC 8291 §4: the only content coding for push message encryption is aes128gcm.
      if (c.req.header("content-encoding")?.toLowerCase() !== "aes128gcm") return problem(415, "Content-Encoding must be aes128gcm (RFC 8291 §4)");
      try {
        payload = decryptAes128gcm(body, subscription.keys).toString("utf8");
      } catch (error) {
        return problem(400, `Could not decrypt the message: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const message: ReceivedPush = { id: randomUUID(), subscription_id: subscription.id, ttl, urgency, topic, vapid_key: key, vapid_subject: subject, payload, received_at: ctx.now().toISOString() };
    received.push(message);
    // RFC 8030 §5: 201 Created, with the push message resource in Location.
    return new Response(null, { status: 201, headers: { location: ctx.url(`/push/messages/${message.id}`) } });
  }

  const routes = new Hono();
  routes.post("/push/send/:id", accept);
  /** A new browser subscription: what PushManager.subscribe() would hand the page (`endpoint`, `keys`). */
  routes.post("/__sandbox/push/subscriptions", () => {
    const id = randomUUID();
    const keys = newSubscriberKeys();
    subscriptions.set(id, { id, keys, gone: false });
    return jsonResponse({ id, endpoint: ctx.url(`/push/send/${id}`), keys: { p256dh: keys.p256dh, auth: keys.auth } }, 201);
  });
  /** The browser unsubscribed (or the push service expired it): sends answer 410 from now on. */
  routes.post("/__sandbox/push/subscriptions/:id/gone", (c) => {
    const subscription = subscriptions.get(c.req.param("id"));
    if (!subscription) return problem(404, "No such subscription");
    subscription.gone = true;
    return jsonResponse({ id: subscription.id, gone: true });
  });
  routes.get("/__sandbox/push/messages", (c) => {
    const id = c.req.query("subscription_id");
    return jsonResponse({ data: id ? received.filter((m) => m.subscription_id === id) : received });
  });
  return { routes };
}
