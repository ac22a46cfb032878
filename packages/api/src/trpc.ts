/* =========================================================================================================
 * tRPC setup: the context, the error surface and the procedure builders.
 * Routers never see HTTP; they turn the context into a ServiceContext and call one service verb.
 * ======================================================================================================= */
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import type { ServiceContext, UserActor, UserContext } from "@understudy/services/context";
import type { AppDeps } from "@understudy/services/deps";
import { ForbiddenError, UnauthorizedError } from "@understudy/services/errors";
import { ERROR_TABLE, GENERIC_INTERNAL_MESSAGE, isInputValidationError, ServiceError } from "./errors";
import { enforce } from "@understudy/services";
import { isCrossSiteRequest } from "./lib/same-origin";
import { silentLogger, type Logger } from "@understudy/services/logger";
import { readCredential, resolveCredential, type ResolvedAuth } from "@understudy/services/auth";
import { assertPro } from "@understudy/services/subscription";

/* ---------------------------------------------------------------------------------------------------------
 * 1. Context
 * Built once per request by the tRPC route, the REST adapter and the server-side caller alike.
 * ------------------------------------------------------------------------------------------------------- */

/** What the procedures read of a request's headers: a fetch `Headers`, or a transport's view of Node's. */
export type HeaderReader = Pick<Headers, "get">;

export interface CreateContextOptions {
  headers: HeaderReader;
  /** The process's clients and configuration (its composition root), with its database and clock. */
  deps: AppDeps;
  log?: Logger;
  requestId?: string;
  /** The resource this request calls, where OAuth access tokens are accepted (the MCP endpoint's URL); absent elsewhere. */
  resource?: string;
}

export async function createTRPCContext(opts: CreateContextOptions) {
  const { db, clock } = opts.deps;
  const credential = readCredential(opts.headers);
  const auth: ResolvedAuth | null = credential ? await resolveCredential(db, clock, credential, opts.resource) : null;
  return {
    headers: opts.headers,
    deps: opts.deps,
    db,
    clock,
    log: (opts.log ?? silentLogger).child({ requestId: opts.requestId }),
    auth,
  };
}

export type TRPCContext = Awaited<ReturnType<typeof createTRPCContext>>;

/* ---------------------------------------------------------------------------------------------------------
 * 2. Initialisation and the error surface
 * Domain errors (also those of the middlewares below) and input validation failures become tRPC errors
 * through ERROR_TABLE in one middleware; unknown errors are logged and hidden.
 * ------------------------------------------------------------------------------------------------------- */

/** Field errors keyed by the field's own name, also inside nested inputs (`{ id, patch: { title } }` → `title`). */
function fieldErrorsOf(error: ZodError) {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const issue of error.issues) {
    const field = issue.path.findLast((segment): segment is string => typeof segment === "string");
    if (field) (fieldErrors[field] ??= []).push(issue.message);
    else formErrors.push(issue.message);
  }
  return { formErrors, fieldErrors };
}

const t = initTRPC.context<TRPCContext>().create({
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof ZodError ? fieldErrorsOf(error.cause) : null;
    return { ...shape, data: { ...shape.data, stack: undefined, zodError } };
  },
});

export const createCallerFactory = t.createCallerFactory;
export const createTRPCRouter = t.router;

const errorMapping = t.middleware(async ({ ctx, next, path }) => {
  const result = await next();
  if (result.ok) return result;
  const { error } = result;
  const cause = error.cause;
  if (cause instanceof ServiceError) {
    const mapped = new TRPCError({ code: ERROR_TABLE[cause.code].trpc, message: cause.message, cause });
    if (cause.code === "INTERNAL" || cause.code === "UPSTREAM_UNAVAILABLE") ctx.log.error({ err: cause, path }, "service failure");
    throw mapped;
  }
  if (isInputValidationError(error)) throw new TRPCError({ code: ERROR_TABLE.VALIDATION.trpc, message: error.message, cause });
  if (error.code === "INTERNAL_SERVER_ERROR") {
    ctx.log.error({ err: cause ?? error, path }, "unhandled error");
    throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: GENERIC_INTERNAL_MESSAGE, cause: error });
  }
  return result;
});

/* ---------------------------------------------------------------------------------------------------------
 * 3. Procedures
 * public → protected (a signed-in, active user) → admin (role checked on the server).
 * ------------------------------------------------------------------------------------------------------- */

export const publicProcedure = t.procedure.use(errorMapping);

export const protectedProcedure = publicProcedure.use(async ({ ctx, next, type }) => {
  if (!ctx.auth) throw new UnauthorizedError("Not authenticated");
  if (type === "mutation") {
    if (ctx.auth.source === "cookie" && isCrossSiteRequest(ctx.headers)) throw new ForbiddenError("Cross-site request refused");
    await enforce(ctx.deps.limits.writes, ctx.auth.actor.userId, ctx.clock.now().getTime());
  }
  const actor: UserActor = ctx.auth.actor;
  const requestLog = ctx.log;
  let userLog: Logger | undefined;
  const service: UserContext = {
    db: ctx.db,
    clock: ctx.clock,
    actor,
    deps: ctx.deps,
    // Most requests never log: the child logger (pino serialises its bindings) is made on first use.
    get log() {
      return (userLog ??= requestLog.child({ userId: actor.userId }));
    },
  };
  // tRPC merges what `next` is given into the context: only what this step adds.
  return next({ ctx: { service } });
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.service.actor.role !== "admin") throw new ForbiddenError("Admins only");
  return next();
});

/** Pro-only procedures: the plan is read on the server by the injected clock; others get 403 naming the plan. */
export const proProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  await assertPro(ctx.service);
  return next();
});

export type { ServiceContext };
