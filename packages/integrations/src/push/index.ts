import webpush from "web-push";
import { processEnv, type EnvSource } from "../env";
import { pushEnv } from "./env";
import type { PushSender } from "./interface";
import { createWebPushSender } from "./web-push";

export * from "./interface";
export { createWebPushSender, type WebPushConfig } from "./web-push";
export { pushEnv } from "./env";

/** The push sender the environment describes, or null without a VAPID key pair (then notifications stay in the app). */
export function pushSenderFromEnv(source: EnvSource = processEnv()): PushSender | null {
  const env = pushEnv(source);
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  return createWebPushSender({
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: env.VAPID_SUBJECT,
    timeoutMs: 10_000,
    extraOrigins: (env.PUSH_SERVICE_ORIGINS ?? "").split(",").map((o) => o.trim().replace(/\/+$/, "")).filter(Boolean),
  });
}

/** A new VAPID key pair (P-256, base64url), made by `web-push` itself. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
