import { createLogger } from "@understudy/services";
import { env } from "~/env";

export const log = createLogger({ level: env.LOG_LEVEL, name: "web" });
