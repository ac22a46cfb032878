import { PATH_NOT_FOUND } from "../rest/path";
import { authorizationServerMetadata, protectedResourceMetadata } from "./metadata";
import { AUTHORIZATION_SERVER_PATH, PROTECTED_RESOURCE_PATH } from "./urls";

const CORS = { "access-control-allow-origin": "*", "access-control-allow-methods": "GET, OPTIONS", "access-control-allow-headers": "*" };

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...CORS, ...headers } });
}

/**
 * Everything under /.well-known/: the two metadata documents (also the protected resource's at the root, where a
 * client that does not build the path-specific URL looks), and a JSON 404 for any other name, never a page.
 * Browser-based clients read them cross-origin, hence CORS.
 */
export function answerWellKnown(method: string, pathname: string, appUrl: string): Response {
  if (method === "OPTIONS") return new Response(null, { status: 204, headers: CORS });
  const path = pathname.replace(/\/+$/, "");
  const document =
    path === AUTHORIZATION_SERVER_PATH
      ? authorizationServerMetadata(appUrl)
      : path === PROTECTED_RESOURCE_PATH || path === "/.well-known/oauth-protected-resource"
        ? protectedResourceMetadata(appUrl)
        : null;
  if (!document) return json(404, { detail: PATH_NOT_FOUND });
  if (method !== "GET" && method !== "HEAD") return json(405, { detail: "Method Not Allowed" }, { allow: "GET, OPTIONS" });
  return json(200, document, { "cache-control": "public, max-age=3600" });
}
