/**
 * A state-changing request that rides on a cookie must come from our own pages. Browsers send
 * Sec-Fetch-Site on every request; Origin is the fallback for older ones. Bearer-token callers are not
 * exposed to CSRF and are not checked.
 */
export function isCrossSiteRequest(headers: Pick<Headers, "get">): boolean {
  const site = headers.get("sec-fetch-site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = headers.get("origin");
  if (!origin) return false;
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
