import {
  approveAvatarDraft,
  AvatarDraftResponse,
  getLiveSnapshot,
  joinLiveNow,
  LiveActionResponse,
  LiveAvatarPauseInput,
  LiveChatInput,
  LiveDraftApproveInput,
  LiveDraftRejectInput,
  LiveMeetingInput,
  LiveSnapshot,
  LiveStreamInput,
  openLiveStream,
  rejectAvatarDraft,
  sendLiveChat,
  setLiveAvatarPaused,
  stopLiveBot,
} from "@understudy/services/live";
import { createTRPCRouter, protectedProcedure } from "../trpc";

/** The live room of a meeting its bot covers: what is happening now, and what the owner can do about it. */
export const liveRouter = createTRPCRouter({
  snapshot: protectedProcedure
    .input(LiveMeetingInput)
    .output(LiveSnapshot)
    .query(({ ctx, input }) => getLiveSnapshot({ ctx: ctx.service, input })),
  /** Served as Server-Sent Events by the REST row `GET /meetings/{id}/live` (the browser's EventSource uses it too). */
  stream: protectedProcedure.input(LiveStreamInput).subscription(async function* ({ ctx, input, signal }) {
    yield* await openLiveStream({ ctx: ctx.service, meetingId: input.id, lastEventId: input.last_event_id ?? 0, signal: signal ?? new AbortController().signal });
  }),
  chat: protectedProcedure
    .input(LiveChatInput)
    .output(LiveActionResponse)
    .mutation(({ ctx, input }) => sendLiveChat({ ctx: ctx.service, input })),
  pauseAvatar: protectedProcedure
    .input(LiveAvatarPauseInput)
    .output(LiveActionResponse)
    .mutation(({ ctx, input }) => setLiveAvatarPaused({ ctx: ctx.service, input })),
  /** Ask-me-first: say the avatar's draft as it is, or the owner's edit (`text`, checked by the same rules). */
  approveDraft: protectedProcedure
    .input(LiveDraftApproveInput)
    .output(AvatarDraftResponse)
    .mutation(({ ctx, input }) => approveAvatarDraft({ ctx: ctx.service, input })),
  rejectDraft: protectedProcedure
    .input(LiveDraftRejectInput)
    .output(AvatarDraftResponse)
    .mutation(({ ctx, input }) => rejectAvatarDraft({ ctx: ctx.service, input })),
  joinNow: protectedProcedure
    .input(LiveMeetingInput)
    .output(LiveActionResponse)
    .mutation(({ ctx, input }) => joinLiveNow({ ctx: ctx.service, input })),
  stop: protectedProcedure
    .input(LiveMeetingInput)
    .output(LiveActionResponse)
    .mutation(({ ctx, input }) => stopLiveBot({ ctx: ctx.service, input })),
});
