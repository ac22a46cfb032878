import "server-only";
import { createLogger } from "@understudy/api";
import { env } from "~/env";

export const log = createLogger({ level: env.LOG_LEVEL, name: "web" });
