// No `server-only` marker here, nor in deps.ts, db.ts and log.ts: the Pages API route imports them, and Next
// refuses the marker outside the App Router. They stay out of client bundles by what they import: the
// database drivers, and the server's env, which refuses a read from a browser.
import type { IncomingMessage, ServerResponse } from "node:http";
import { handleRestNodeRequest, handleRestRequest, type RestDeps } from "@understudy/api/rest";
import { appDeps } from "./deps";
import { log } from "./log";

const restDeps = (): RestDeps => ({ deps: appDeps(), log, basePath: "/api" });

/** The /api contract on Node's request and response: src/pages/api/[...rest].ts, every contract route. */
export const serveRestNode = (request: IncomingMessage, response: ServerResponse) => handleRestNodeRequest(request, response, restDeps());

/** The same contract for an App Router route (its rows under /api/auth, beside next-auth's catch-all). */
export const serveRest = (request: Request) => handleRestRequest(request, restDeps());
