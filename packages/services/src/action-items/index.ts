export * from "./schemas";
export { listActionItems } from "./list";
export { getActionItem, updateActionItem } from "./update";
export { syncSummaryActionItems } from "./sync";
export { recordDeferredQuestion } from "./avatar";
export { actionItemKey } from "./key";
export { matchOwner } from "./owner";
export { dueDay } from "./due";
export { backfillActionItems } from "./backfill";
