import { PgBoss, type SendOptions } from "pg-boss";
import { queryRaw, type Executor } from "@understudy/db";
import { sendOptionsFor, type JobQueue, type QueueRef } from "./queue";

/** A send within a transaction to a queue never prepared would wait on a connection of its own while the transaction holds the embedded database: fail at once instead. */
function assertPrepared(ready: ReadonlySet<string>, queue: QueueRef) {
  if (!ready.has(queue.name)) throw new Error(`job queue ${queue.name} was not prepared before the transaction that sends to it`);
}

/** pg-boss's statements run by the caller's transaction (its `db` option). */
function within(tx: Executor): NonNullable<SendOptions["db"]> {
  return { executeSql: async (text, values) => ({ rows: await queryRaw(tx, text, values ?? []) }) };
}

export interface SendOnlyJobQueue extends JobQueue {
  stop(): Promise<void>;
}

/**
 * A send-only pg-boss on one connection (no maintenance or scheduling: the worker does that), started on
 * the first send. A failed start is forgotten so the next send tries again; each queue is created, with
 * its policy, the first time this process sends to it.
 */
export function sendOnlyJobQueue(databaseUrl: string): SendOnlyJobQueue {
  let boss: Promise<PgBoss> | undefined;
  const created = new Map<string, Promise<void>>();

  const started = (): Promise<PgBoss> => {
    boss ??= (async () => {
      const instance = new PgBoss({ connectionString: databaseUrl, max: 1, supervise: false, schedule: false, migrate: true });
      await instance.start();
      return instance;
    })().catch((error: unknown) => {
      boss = undefined;
      created.clear();
      throw error;
    });
    return boss;
  };

  const ensureQueue = (instance: PgBoss, queue: QueueRef): Promise<void> => {
    let ready = created.get(queue.name);
    if (!ready) {
      ready = instance.createQueue(queue.name, queue.policy).catch((error: unknown) => {
        created.delete(queue.name);
        throw error;
      });
      created.set(queue.name, ready);
    }
    return ready;
  };

  /** Creating the queue also puts it in pg-boss's cache, so a send within a transaction needs no connection of pg-boss's own. */
  const ready = new Set<string>();
  const prepare = async (queue: QueueRef): Promise<void> => {
    await ensureQueue(await started(), queue);
    ready.add(queue.name);
  };

  return {
    async send(queue, data, options) {
      const instance = await started();
      await ensureQueue(instance, queue);
      return instance.send(queue.name, data, sendOptionsFor(queue, data, options));
    },
    async sendWithin(tx, queue, data, options) {
      assertPrepared(ready, queue);
      return (await started()).send(queue.name, data, { ...sendOptionsFor(queue, data, options), db: within(tx) });
    },
    async prepare(queues) {
      await Promise.all(queues.map(prepare));
    },
    async hasLiveJob(queue, key) {
      return isLive(await (await started()).findJobs(queue.name, { key }));
    },
    async stop() {
      const current = boss;
      boss = undefined;
      created.clear();
      ready.clear();
      if (current) await (await current).stop({ graceful: true, timeout: 2000 });
    },
  };
}

/** A JobQueue over a running pg-boss (the worker's own, which also creates the queues it works). */
export function bossJobQueue(boss: Pick<PgBoss, "send" | "findJobs" | "createQueue">): JobQueue {
  const ready = new Set<string>();
  const prepare = async (queue: QueueRef): Promise<void> => {
    if (ready.has(queue.name)) return;
    await boss.createQueue(queue.name, queue.policy);
    ready.add(queue.name);
  };
  return {
    send: (queue, data, options) => boss.send(queue.name, data, sendOptionsFor(queue, data, options)),
    async sendWithin(tx, queue, data, options) {
      assertPrepared(ready, queue);
      return boss.send(queue.name, data, { ...sendOptionsFor(queue, data, options), db: within(tx) });
    },
    async prepare(queues) {
      await Promise.all(queues.map(prepare));
    },
    hasLiveJob: async (queue, key) => isLive(await boss.findJobs(queue.name, { key })),
  };
}

/** pg-boss states in which a job will still run (or is running). */
const LIVE_STATES: ReadonlySet<string> = new Set(["created", "retry", "active"]);
const isLive = (jobs: { state: string }[]) => jobs.some((job) => LIVE_STATES.has(job.state));
