import { DeleteAccountInput, DeleteAccountResponse, deleteAccount, AccountExportFileResponse, AccountExportIdInput, AccountExportResponse, downloadAccountExport, getAccountExport, latestAccountExport, LatestAccountExportResponse, requestAccountExport } from "@understudy/services/account";
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
  /** The full account export: every plan, not a Pro feature. */
  export: createTRPCRouter({
    create: protectedProcedure.output(AccountExportResponse).mutation(({ ctx }) => requestAccountExport({ ctx: ctx.service })),
    get: protectedProcedure
      .input(AccountExportIdInput)
      .output(AccountExportResponse)
      .query(({ ctx, input }) => getAccountExport({ ctx: ctx.service, input })),
    latest: protectedProcedure.output(LatestAccountExportResponse).query(({ ctx }) => latestAccountExport({ ctx: ctx.service })),
    download: protectedProcedure
      .input(AccountExportIdInput)
      .output(AccountExportFileResponse)
      .query(({ ctx, input }) => downloadAccountExport({ ctx: ctx.service, input })),
  }),
});
