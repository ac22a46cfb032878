export { defineQueue, sendOptionsFor, type JobQueue, type QueueDef, type QueueRef } from "./queue";
export { defineJob, type JobDefinition, type JobRuntime, type WorkSettings } from "./define-job";
export { bossJobQueue, sendOnlyJobQueue, type SendOnlyJobQueue } from "./pg-boss-queue";
export { registerJob, type JobOverrides } from "./register";
export { AVATAR_ANSWER_WORK, LIVE_QUEUE_POLICY, LIVE_WORK } from "./live";
