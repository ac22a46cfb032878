import { createLogger } from "@understudy/services";
import { startWorker } from "./index";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("DATABASE_URL is required to run the worker on its own");
  process.exit(2);
}
const log = createLogger({ name: "worker", level: process.env.LOG_LEVEL });
const worker = await startWorker({ databaseUrl, log });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void worker.stop().then(() => process.exit(0));
  });
}
