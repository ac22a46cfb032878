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

/** The standard `web-push` library: VAPID JWT per message, aes128gcm body, the push service's answer as it came. */
export function createWebPushSender(config: WebPushConfig): PushSender {
  const vapidDetails = { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey };
  return {
    publicKey: config.publicKey,
    accepts: (endpoint) => acceptsEndpoint(endpoint, config.extraOrigins ?? []),
    async send(target: PushTarget, payload: string, options: PushOptions): Promise<PushResult> {
      try {
        const answer = await webpush.sendNotification(target, payload, { vapidDetails, TTL: options.ttlSeconds, urgency: options.urgency, contentEncoding: "aes128gcm", timeout: config.timeoutMs });
        return { outcome: "sent", status: answer.statusCode };
      } catch (error) {
        if (error instanceof webpush.WebPushError) {
          // RFC 8030 §7.3 and every browser's push service: 404 or 410 = the subscription no longer exists.
          if (error.statusCode === 404 || error.statusCode === 410) return { outcome: "gone", status: error.statusCode };
          return { outcome: "failed", status: error.statusCode, error: error.body || error.message };
        }
        return { outcome: "failed", status: null, error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
