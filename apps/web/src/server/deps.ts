import { createAppDeps, type AppDeps } from "@understudy/services/deps";
import { sendOnlyJobQueue } from "@understudy/services/jobs";
import { createLiveEventHub } from "@understudy/services/live";
import { env } from "~/env";
import { db } from "./db";

// The web process's composition root: every outside client built once, on first use, also across Next's
// dev-mode module reloads. Jobs go to pg-boss on the app database; the worker works them. The live room's
// streams share one LISTEN connection of this process.
const globalForDeps = globalThis as unknown as { understudyDeps?: AppDeps };

export function appDeps(): AppDeps {
  return (globalForDeps.understudyDeps ??= createAppDeps({ db, jobs: sendOnlyJobQueue(env.DATABASE_URL), liveEvents: createLiveEventHub(env.DATABASE_URL) }));
}
