/*
 * The production web server: `pnpm start:web`, and `pnpm start` through the launcher. Next.js behind the front
 * door (src/server/front-door.ts), which hands the /api contract's rows to the REST adapter itself. `pnpm dev`
 * and the container's standalone server run Next alone; there its Pages catch-all serves the same rows.
 */

// Before React and Next are loaded, as `next start` does for its own process: unset, React would load its
// development build. (Next's types declare NODE_ENV always set and read-only.)
if (!("NODE_ENV" in process.env)) Reflect.set(process.env, "NODE_ENV", "production");

const { startWebServer } = await import("./server/web-server");
await startWebServer();
