export * from "./schemas";
export { getPushConfig, subscribePush, unsubscribePush, MAX_PUSH_SUBSCRIPTIONS } from "./subscriptions";
export { deliverPush, type PushDelivery } from "./deliver";
export { pushSendQueue, queuePushWithin, type PushSendJobData } from "./queue";
export { pushSendJob } from "./send.job";
export { generateVapidKeys } from "@understudy/integrations/push";
