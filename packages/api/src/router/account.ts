import { DeleteAccountInput, DeleteAccountResponse, deleteAccount } from "@understudy/services/account";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const accountRouter = createTRPCRouter({
  delete: protectedProcedure
    .input(DeleteAccountInput)
    .output(DeleteAccountResponse)
    .mutation(({ ctx, input }) => deleteAccount({ ctx: ctx.service, input })),
});
