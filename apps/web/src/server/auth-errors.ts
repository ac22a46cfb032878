import { detailResponse } from "@understudy/api/errors";

/**
 * next-auth answers a request it cannot route (an unknown action: `/api/auth/nope`) with a bare JSON
 * string, `"Bad request."`. Every error of the /api contract is `{"detail": …}`, so such answers are
 * rewritten with their status and headers. Everything else passes untouched: redirects, pages, the
 * session, csrf and providers JSON, and next-auth's own error objects (its client reads those).
 */
export async function withDetailErrors(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get("content-type")?.includes("json")) return response;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return response;
  }
  if (typeof body !== "string") return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return detailResponse(response.status, body, { headers });
}
