export * from "./schemas";
export { createLiveEventHub, type LiveEventHub, type Unsubscribe } from "./hub";
export { openLiveStream, HEARTBEAT_MS, type LiveMessage } from "./stream";
export { getLiveSnapshot } from "./snapshot";
export { sendLiveChat, setLiveAvatarPaused, joinLiveNow, stopLiveBot } from "./controls";
export { notifyLiveChange, type LiveChange } from "./notify";
export { approveAvatarDraft, rejectAvatarDraft } from "../avatar/drafts/decide";
export * from "../avatar/drafts/schemas";
