import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";

/** The database pg-boss sends jobs through: the app's own (the worker works the queues there). */
export function queueEnv() {
  return createEnv({
    server: { DATABASE_URL: z.string().min(1).optional() },
    runtimeEnv: process.env,
    emptyStringAsUndefined: true,
    skipValidation: process.env.SKIP_ENV_VALIDATION === "1",
  });
}
