import type { Database, Executor } from "@understudy/db";
import type { Clock } from "./clock";
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
}

export type UserContext = ServiceContext<UserActor>;

export async function withTransaction<T>(ctx: ServiceContext, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => fn(tx));
}
