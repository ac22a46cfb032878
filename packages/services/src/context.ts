import type { Database, Executor } from "@understudy/db";
import type { Clock } from "./clock";
import type { AppDeps } from "./deps/app-deps";
import type { Logger } from "./logger";

export type UserRole = "user" | "admin";

export type Actor =
  | { type: "user"; userId: string; role: UserRole; via: "session" | "token"; credentialId: string }
  | { type: "system" }
  | { type: "webhook"; source: string };

export type UserActor = Extract<Actor, { type: "user" }>;

/** What every service verb receives: no HTTP, no tRPC, just who is acting, on what, and when. */
export interface ServiceContext<A extends Actor = Actor> {
  db: Database;
  clock: Clock;
  log: Logger;
  actor: A;
  /** The outside clients and configuration of this process (the composition root's AppDeps). */
  deps: AppDeps;
}

export type UserContext = ServiceContext<UserActor>;

/** The context of work that no person asked for just now: jobs, webhooks, the CLI. */
export function actingAs<A extends Actor>(deps: AppDeps, log: Logger, actor: A): ServiceContext<A> {
  return { db: deps.db, clock: deps.clock, log, actor, deps };
}

export function systemContext(deps: AppDeps, log: Logger): ServiceContext {
  return actingAs(deps, log, { type: "system" });
}

export async function withTransaction<T>(ctx: ServiceContext, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => fn(tx));
}
