/*
 * `/api/meetings` (the list and create), the contract's most-called path, on a route of its own: the same
 * handler and config as every other contract route (../[...rest].ts). Next finds a static route by name, where
 * the catch-all costs each request a rebuild of its parameter keys (`prefixRouteKeys`, with a structuredClone):
 * about 4 % of the request's CPU in bench:api's profile (docs/architecture.md, "How a request flows").
 */
import { serveRestNode } from "~/server/rest";

// Next reads a route's config from the file itself: a literal, never re-exported.
export const config = { api: { bodyParser: false, responseLimit: false } };

export default serveRestNode;
