import { PgBoss, type Queue, type SendOptions } from "pg-boss";
import { queueEnv } from "./env";

let boss: Promise<PgBoss> | undefined;
const created = new Map<string, Promise<void>>();

/**
 * One send-only pg-boss per process, on one connection (no maintenance or scheduling: the worker does
 * that). A failed start is forgotten so the next send tries again.
 */
function sendOnlyBoss(): Promise<PgBoss> {
  boss ??= (async () => {
    const url = queueEnv().DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set");
    const instance = new PgBoss({ connectionString: url, max: 1, supervise: false, schedule: false, migrate: true });
    await instance.start();
    return instance;
  })().catch((error: unknown) => {
    boss = undefined;
    created.clear();
    throw error;
  });
  return boss;
}

/** Creates the queue (with its policy) the first time this process sends to it. */
function ensureQueue(instance: PgBoss, name: string, options: Omit<Queue, "name"> | undefined): Promise<void> {
  let ready = created.get(name);
  if (!ready) {
    ready = instance.createQueue(name, options).catch((error: unknown) => {
      created.delete(name);
      throw error;
    });
    created.set(name, ready);
  }
  return ready;
}

/** Sends one job to a queue of the app database; the job is stored before this resolves. */
export async function sendJob(queue: { name: string; options?: Omit<Queue, "name"> }, data: object, options: SendOptions = {}): Promise<void> {
  const instance = await sendOnlyBoss();
  await ensureQueue(instance, queue.name, queue.options);
  await instance.send(queue.name, data, options);
}

/** Closes the shared sender (process shutdown, tests); the next send starts a new one. */
export async function stopJobQueue(): Promise<void> {
  const current = boss;
  boss = undefined;
  created.clear();
  if (current) await (await current).stop({ graceful: true, timeout: 2000 });
}
