import type { Database, Executor } from "@understudy/db";
import type { Clock } from "./clock";
import type { AppDeps } from "./deps/app-deps";
import type { Logger } from "./logger";

export type UserRole = "user" | "admin";

/** Why the app acts for a user who did not ask it to just now. */
export type OnBehalfReason = "after-meeting";

export type Actor =
  | {
      type: "user";
      userId: string;
      role: UserRole;
      via: "session" | "token" | "oauth";
      credentialId: string;
      /** An OAuth grant's scopes (via "oauth"); a session or personal API token may do everything. */
      scopes?: readonly string[];
    }
  | { type: "system" }
  // App work for one user (e.g. summarising a meeting their bot captured): their data and plan, no credential of theirs.
  | { type: "system"; onBehalfOf: string; reason: OnBehalfReason }
  | { type: "webhook"; source: string };

export type UserActor = Extract<Actor, { type: "user" }>;
export type OnBehalfActor = Extract<Actor, { onBehalfOf: string }>;

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
/** A context that is about one user: theirs when signed in, or the app's on their behalf. */
export type ForUserContext = ServiceContext<UserActor | OnBehalfActor>;

/** The user a `ForUserContext` is about. */
export const subjectOf = (actor: UserActor | OnBehalfActor): string => (actor.type === "user" ? actor.userId : actor.onBehalfOf);

/** The app doing work for `userId` under `ctx`'s database, clock and logger. */
export function onBehalfOf(ctx: ServiceContext, userId: string, reason: OnBehalfReason): ServiceContext<OnBehalfActor> {
  return { ...ctx, log: ctx.log.child({ onBehalfOf: userId, reason }), actor: { type: "system", onBehalfOf: userId, reason } };
}

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
