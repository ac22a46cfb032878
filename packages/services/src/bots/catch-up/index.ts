export { CatchUpInput, CatchUpResponse, RunningSummary } from "./schemas";
export { getCatchUp, toCatchUpResponse } from "./get";
export { foldRunningSummary, FOLD_SLICE_SECONDS, type FoldOutcome } from "./fold";
export { CATCH_UP_NOTIFICATION_KIND } from "./deliver";
export { catchUpText } from "./message";
export { catchUpFoldQueue, catchUpDeliverQueue, type CatchUpFoldJobData } from "./catch-up.jobs";
