import { serveRest } from "~/server/rest";

export const dynamic = "force-dynamic";
export { serveRest as GET, serveRest as POST, serveRest as PUT, serveRest as PATCH, serveRest as DELETE };
