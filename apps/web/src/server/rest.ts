import "server-only";
import { handleRestRequest } from "@understudy/api/rest";
import { db } from "./db";
import { log } from "./log";

/** Every /api contract route file is this one call. */
export const serveRest = (request: Request) => handleRestRequest(request, { db, log, basePath: "/api" });
