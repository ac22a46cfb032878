export { PRACTICE_TITLE, startPracticeRun } from "./practice";
export { getOnboarding, setOnboardingDismissed, setOnboardingStep } from "./progress";
export { OnboardingResponse, SetOnboardingDismissedInput, SetOnboardingStepInput, StartPracticeRunInput } from "./schemas";
