import webpush from "web-push";
import type { PushOptions, PushResult, PushSender, PushTarget } from "./interface";

export interface WebPushConfig {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: contact for the push services' operators (RFC 8292 §2.1). */
  subject: string;
  timeoutMs: number;
  /** Push services besides the browsers' own (a local one), as origins. */
  extraOrigins?: readonly string[];
}

/**
 * The browsers' push services (Chrome/Edge via FCM, Firefox's autopush, Safari's, Windows'): the server posts to
 * a subscription's endpoint, so only these hosts (and configured origins) are accepted, never an arbitrary URL.
 */
const BROWSER_PUSH_HOSTS = [/^fcm\.googleapis\.com$/, /^updates\.push\.services\.mozilla\.com$/, /(^|\.)push\.apple\.com$/, /(^|\.)notify\.windows\.com$/];

function acceptsEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === "https:" && BROWSER_PUSH_HOSTS.some((host) => host.test(url.hostname));
}

/**
 * The standard `web-push` library signs (VAPID JWT) and encrypts (`aes128gcm`) each message and builds the request
 * (`generateRequestDetails`); the request itself goes out with fetch, because `sendNotification` speaks https only
 * and a local push service (the sandbox, a self-hosted one listed in PUSH_SERVICE_ORIGINS) may be plain http.
 */
export function createWebPushSender(config: WebPushConfig): PushSender {
  const vapidDetails = { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey };
  return {
    publicKey: config.publicKey,
    accepts: (endpoint) => acceptsEndpoint(endpoint, config.extraOrigins ?? []),
    async send(target: PushTarget, payload: string, options: PushOptions): Promise<PushResult> {
      try {
        const request = webpush.generateRequestDetails(target, payload, { vapidDetails, TTL: options.ttlSeconds, urgency: options.urgency, contentEncoding: "aes128gcm" });
        const answer = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: new Uint8Array(request.body),
          redirect: "error",
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        // RFC 8030 §5: 201 Created; some push services answer 200 or 202.
        if (answer.ok) return { outcome: "sent", status: answer.status };
        // RFC 8030 §7.3 and every browser's push service: 404 or 410 = the subscription no longer exists.
        if (answer.status === 404 || answer.status === 410) return { outcome: "gone", status: answer.status };
        return { outcome: "failed", status: answer.status, error: (await answer.text()).slice(0, 500) };
      } catch (error) {
        return { outcome: "failed", status: null, error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
