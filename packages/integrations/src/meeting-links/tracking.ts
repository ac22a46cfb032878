import { parseHttpUrl } from "./url";

/**
 * Click trackers that carry the real destination in the URL: Google's redirector, Outlook Safe Links,
 * Proofpoint URL Defense v2/v3. Unknown trackers are left alone; they never become a meeting link.
 */
export function unwrapTracking(url: URL, depth = 0): URL {
  if (depth > 3) return url;
  const target = trackedTarget(url);
  if (!target) return url;
  const inner = parseHttpUrl(target);
  return inner ? unwrapTracking(inner, depth + 1) : url;
}

function trackedTarget(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if ((host === "www.google.com" || host === "google.com") && url.pathname === "/url") return url.searchParams.get("q") ?? url.searchParams.get("url");
  if (host.endsWith(".safelinks.protection.outlook.com")) return url.searchParams.get("url");
  if (host === "urldefense.com" && url.pathname.startsWith("/v3/__")) return /^\/v3\/__(.+?)__;/.exec(url.pathname + url.search + url.hash)?.[1] ?? null;
  if (host === "urldefense.proofpoint.com" && url.pathname.startsWith("/v2/url")) {
    const u = url.searchParams.get("u");
    if (!u) return null;
    try {
      return decodeURIComponent(u.replaceAll("-", "%").replaceAll("_", "/"));
    } catch {
      return null;
    }
  }
  return null;
}
