import { serveRestNode } from "~/server/rest";

/*
 * Every /api contract route but the two under /api/auth (src/app/api/auth), on the Pages Router: its API
 * routes hand over Node's request and response as they are, where an App Router route handler pays for a web
 * Request and a streamed Response on every call (docs/architecture.md, "How a request flows"). The adapter reads
 * the body itself, and downloads may pass Next's 4 MB response warning.
 */
export const config = { api: { bodyParser: false, responseLimit: false } };

export default serveRestNode;
