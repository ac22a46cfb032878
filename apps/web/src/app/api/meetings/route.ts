import { serveRest } from "~/server/rest";

// The same handler as every /api contract route (../[...rest]/route.ts), mounted at the list's own path: a static
// route spares the contract's most-called request Next's catch-all work (its params parsed and cloned per request).
export const dynamic = "force-dynamic";
export { serveRest as GET, serveRest as POST, serveRest as PUT, serveRest as PATCH, serveRest as DELETE };
