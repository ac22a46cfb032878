export { defineQueue, sendOptionsFor, type JobQueue, type QueueDef } from "./queue";
export { defineJob, type JobDefinition, type JobRuntime, type WorkSettings } from "./define-job";
export { bossJobQueue, sendOnlyJobQueue, type SendOnlyJobQueue } from "./pg-boss-queue";
