import type { QueueRef } from "../../jobs/queue";
import { avatarAnswerQueue } from "../../avatar/answer-queue";
import { catchUpDeliverQueue, catchUpFoldQueue } from "../catch-up/catch-up.jobs";
import { leaveQueue } from "../sessions/leave.job";
import { afterMeetingQueue } from "../stand-in/after-meeting.job";
import { announceQueue } from "../stand-in/announce.job";
import { handOverQueue } from "../stand-in/hand-over.job";
import { ownerGraceQueue } from "../stand-in/grace-queue";

/** Every queue a bot event's transaction (or the grace check's) may send to, prepared before it opens. */
export const BOT_EVENT_QUEUES: readonly QueueRef[] = [
  announceQueue,
  handOverQueue,
  leaveQueue,
  ownerGraceQueue,
  afterMeetingQueue,
  catchUpFoldQueue,
  catchUpDeliverQueue,
  avatarAnswerQueue,
];
