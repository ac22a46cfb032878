import "server-only";
import { handleRestRequest } from "@understudy/api/rest";
import { appDeps } from "./deps";
import { log } from "./log";

/** Every /api contract route file is this one call. */
export const serveRest = (request: Request) => handleRestRequest(request, { deps: appDeps(), log, basePath: "/api" });
