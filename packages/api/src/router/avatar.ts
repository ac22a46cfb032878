import { z } from "zod";
import {
  AddVoiceSampleInput,
  addVoiceSample,
  AvatarVoiceResponse,
  createClonedVoice,
  deleteClonedVoice,
  deleteVoiceSample,
  getAvatarVoice,
  getVoiceSampleAudio,
  VoiceSampleAudio,
  VoiceSampleInput,
  VoiceSampleResponse,
  AvatarConsentInput,
  AvatarEligibilityResponse,
  AvatarLogResponse,
  AvatarSettingsResponse,
  AvatarTurnResponse,
  getAvatarEligibility,
  getAvatarSettings,
  getMeetingAvatar,
  getMeetingAvatarLog,
  rebuildPersonaBrief,
  giveAvatarConsent,
  listAvatarActionItems,
  MeetingAvatarInput,
  MeetingAvatarResponse,
  resolveAvatarActionItem,
  updateAvatarSettings,
  UpdateAvatarSettingsInput,
  updateMeetingAvatar,
  UpdateMeetingAvatarInput,
  withdrawAvatarConsent,
} from "@understudy/services/avatar";
import { createTRPCRouter, protectedProcedure } from "../trpc";

/** The AI Avatar (Pro, 40+ meetings): every procedure but `eligibility` answers 403 naming what is missing. */
export const avatarRouter = createTRPCRouter({
  eligibility: protectedProcedure.output(AvatarEligibilityResponse).query(({ ctx }) => getAvatarEligibility({ ctx: ctx.service })),
  settings: createTRPCRouter({
    get: protectedProcedure.output(AvatarSettingsResponse).query(({ ctx }) => getAvatarSettings({ ctx: ctx.service })),
    update: protectedProcedure
      .input(UpdateAvatarSettingsInput)
      .output(AvatarSettingsResponse)
      .mutation(({ ctx, input }) => updateAvatarSettings({ ctx: ctx.service, input })),
  }),
  consent: protectedProcedure
    .input(AvatarConsentInput)
    .output(AvatarSettingsResponse)
    .mutation(({ ctx, input }) => giveAvatarConsent({ ctx: ctx.service, input })),
  /** Rebuild the persona brief from the user's own turns (discarding their edits). */
  rebuildPersona: protectedProcedure.output(AvatarSettingsResponse).mutation(({ ctx }) => rebuildPersonaBrief({ ctx: ctx.service })),
  /** The user's own voice: samples recorded after consent, and the clone made from them at the cloning provider. */
  voice: createTRPCRouter({
    get: protectedProcedure.output(AvatarVoiceResponse).query(({ ctx }) => getAvatarVoice({ ctx: ctx.service })),
    addSample: protectedProcedure
      .input(AddVoiceSampleInput)
      .output(VoiceSampleResponse)
      .mutation(({ ctx, input }) => addVoiceSample({ ctx: ctx.service, input })),
    sampleAudio: protectedProcedure
      .input(VoiceSampleInput)
      .output(VoiceSampleAudio)
      .query(({ ctx, input }) => getVoiceSampleAudio({ ctx: ctx.service, input })),
    deleteSample: protectedProcedure
      .input(VoiceSampleInput)
      .output(AvatarVoiceResponse)
      .mutation(({ ctx, input }) => deleteVoiceSample({ ctx: ctx.service, input })),
    clone: protectedProcedure.output(AvatarVoiceResponse).mutation(({ ctx }) => createClonedVoice({ ctx: ctx.service })),
    deleteClone: protectedProcedure.output(AvatarVoiceResponse).mutation(({ ctx }) => deleteClonedVoice({ ctx: ctx.service })),
  }),
  withdrawConsent: protectedProcedure.output(AvatarSettingsResponse).mutation(({ ctx }) => withdrawAvatarConsent({ ctx: ctx.service })),
  meeting: protectedProcedure
    .input(MeetingAvatarInput)
    .output(MeetingAvatarResponse)
    .query(({ ctx, input }) => getMeetingAvatar({ ctx: ctx.service, input })),
  updateMeeting: protectedProcedure
    .input(UpdateMeetingAvatarInput)
    .output(MeetingAvatarResponse)
    .mutation(({ ctx, input }) => updateMeetingAvatar({ ctx: ctx.service, input })),
  log: protectedProcedure
    .input(MeetingAvatarInput)
    .output(AvatarLogResponse)
    .query(({ ctx, input }) => getMeetingAvatarLog({ ctx: ctx.service, input })),
  actionItems: protectedProcedure.output(z.object({ items: z.array(AvatarTurnResponse) })).query(({ ctx }) => listAvatarActionItems({ ctx: ctx.service })),
  resolveActionItem: protectedProcedure
    .input(z.object({ id: z.uuid() }))
    .output(AvatarTurnResponse)
    .mutation(({ ctx, input }) => resolveAvatarActionItem({ ctx: ctx.service, input })),
});
