import { DeleteAccountInput, DeleteAccountResponse, deleteAccount } from "@understudy/services/account";
import { getPrivacySettings, PrivacySettingsResponse, updatePrivacySettings, UpdatePrivacySettingsInput } from "@understudy/services/privacy";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const accountRouter = createTRPCRouter({
  delete: protectedProcedure
    .input(DeleteAccountInput)
    .output(DeleteAccountResponse)
    .mutation(({ ctx, input }) => deleteAccount({ ctx: ctx.service, input })),
  privacy: createTRPCRouter({
    get: protectedProcedure.output(PrivacySettingsResponse).query(({ ctx }) => getPrivacySettings({ ctx: ctx.service })),
    update: protectedProcedure
      .input(UpdatePrivacySettingsInput)
      .output(PrivacySettingsResponse)
      .mutation(({ ctx, input }) => updatePrivacySettings({ ctx: ctx.service, input })),
  }),
});
