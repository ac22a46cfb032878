export { dueForReconcile, QUIET_MINUTES, RECONCILE_BATCH, type DueSession } from "./due";
export { reconcileQuietSessions, reconcileSession, type ReconcileOutcome } from "./reconcile";
export { reconcileJob, reconcileQueue } from "./reconcile.job";
