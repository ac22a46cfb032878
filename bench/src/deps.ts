import type { Database } from "@understudy/db";
import { createAppDeps, type AppDeps } from "@understudy/services/deps";
import type { JobQueue } from "@understudy/services/jobs";

/** Jobs a benchmark's services would queue go nowhere: only the measured path runs. */
export const discardedJobs: JobQueue = { send: () => Promise.resolve(null), sendWithin: () => Promise.resolve(null), prepare: () => Promise.resolve(), hasLiveJob: () => Promise.resolve(false) };

/** The app's composition root over this process's environment, as the web app builds it. */
export function benchDeps(db: Database): AppDeps {
  return createAppDeps({ db, jobs: discardedJobs });
}
