import {
  getOnboarding,
  OnboardingResponse,
  SetOnboardingDismissedInput,
  setOnboardingDismissed,
  setOnboardingStep,
  SetOnboardingStepInput,
  startPracticeRun,
  StartPracticeRunInput,
} from "@understudy/services/onboarding";
import { createTRPCRouter, protectedProcedure } from "../trpc";

/** The dashboard's first-run guide: progress per user, kept on the server so it resumes on any device. */
export const onboardingRouter = createTRPCRouter({
  get: protectedProcedure.output(OnboardingResponse).query(({ ctx }) => getOnboarding({ ctx: ctx.service })),
  setStep: protectedProcedure
    .input(SetOnboardingStepInput)
    .output(OnboardingResponse)
    .mutation(({ ctx, input }) => setOnboardingStep({ ctx: ctx.service, input })),
  setDismissed: protectedProcedure
    .input(SetOnboardingDismissedInput)
    .output(OnboardingResponse)
    .mutation(({ ctx, input }) => setOnboardingDismissed({ ctx: ctx.service, input })),
  startPractice: protectedProcedure
    .input(StartPracticeRunInput)
    .output(OnboardingResponse)
    .mutation(({ ctx, input }) => startPracticeRun({ ctx: ctx.service, input })),
});
