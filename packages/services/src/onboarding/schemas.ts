import { z } from "zod";
import { ONBOARDING_STEPS } from "@understudy/db/schema";

export const OnboardingStep = z.enum(ONBOARDING_STEPS);
export const OnboardingStepStatus = z.enum(["todo", "done", "skipped"]);

export const OnboardingResponse = z
  .object({
    /** The user closed the guide; the dashboard then offers to resume it while steps are left. */
    dismissed: z.boolean(),
    steps: z.array(z.object({ step: OnboardingStep, status: OnboardingStepStatus })),
    /** Steps not done (skipped ones included): what the dashboard says is left. */
    remaining: z.number().int(),
    practice: z.object({
      /** The meeting the practice run created, once started. */
      meeting_id: z.string().nullable(),
      /** A scripted call the configured bot provider plays (the sandbox's); null with a real provider: the user opens a call. */
      suggested_url: z.string().nullable(),
    }),
  })
  .meta({ id: "Onboarding" });
export type OnboardingResponse = z.infer<typeof OnboardingResponse>;

export const SetOnboardingStepInput = z.strictObject({ step: OnboardingStep, outcome: z.enum(["done", "skipped"]) }).meta({ id: "SetOnboardingStep" });
export type SetOnboardingStepInput = z.infer<typeof SetOnboardingStepInput>;

export const SetOnboardingDismissedInput = z.strictObject({ dismissed: z.boolean() }).meta({ id: "SetOnboardingDismissed" });
export type SetOnboardingDismissedInput = z.infer<typeof SetOnboardingDismissedInput>;

export const StartPracticeRunInput = z.strictObject({ meeting_url: z.url({ error: "must be a meeting link" }).max(2000) }).meta({ id: "StartPracticeRun" });
export type StartPracticeRunInput = z.infer<typeof StartPracticeRunInput>;
