import { LIVE_QUEUE_POLICY } from "../../jobs/live";
import { defineQueue } from "../../jobs/queue";

export interface AvatarDraftJobData {
  draftId: string;
}

/** `avatar.draft-expire`: due at the draft's deadline; a draft still pending then expires and the avatar defers. */
export const avatarDraftExpireQueue = defineQueue<AvatarDraftJobData>({ name: "avatar.draft-expire", policy: LIVE_QUEUE_POLICY, sendOptions: (data) => ({ singletonKey: data.draftId }) });

/** `avatar.draft-speak`: a decided draft is said in the meeting (the approved words, or the deferral), once. */
export const avatarDraftSpeakQueue = defineQueue<AvatarDraftJobData>({ name: "avatar.draft-speak", policy: LIVE_QUEUE_POLICY, sendOptions: (data) => ({ singletonKey: data.draftId }) });
