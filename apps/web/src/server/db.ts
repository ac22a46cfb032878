import { createDb } from "@understudy/db";
import { env } from "~/env";

// One pool per server process, also across Next's dev-mode module reloads.
const globalForDb = globalThis as unknown as { understudyDb?: ReturnType<typeof createDb> };

export const { db } = (globalForDb.understudyDb ??= createDb(env.DATABASE_URL, { max: 10, applicationName: "understudy-web" }));
