import { searchMeetings, SearchInput, SearchResponse } from "@understudy/services/search";
import { createTRPCRouter, protectedProcedure } from "../trpc";
import { askProcedure } from "./ask";

export const searchRouter = createTRPCRouter({
  query: protectedProcedure
    .input(SearchInput)
    .output(SearchResponse)
    .query(({ ctx, input }) => searchMeetings({ ctx: ctx.service, input })),
  ask: askProcedure,
});
