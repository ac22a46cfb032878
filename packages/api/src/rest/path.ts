/**
 * The one path decoder of the /api contract, shared by the REST handler and the web app's proxy (which
 * must answer before Next.js tries, and fails, to decode the path itself).
 */

/** The detail of a path that names nothing: an unknown one, or one that cannot be decoded. */
export const PATH_NOT_FOUND = "Not Found";

/** One path segment, %-decoded; null when its encoding is broken (a stray "%", "%zz", half a UTF-8 sequence). */
export function decodePathSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * A path's segments, each decoded (an encoded "/" stays inside its segment), without the empty one a
 * trailing slash leaves; null when any segment cannot be decoded: such a path names no resource.
 */
export function decodePath(pathname: string): string[] | null {
  const segments: string[] = [];
  for (const raw of pathname.split("/").slice(1)) {
    const segment = decodePathSegment(raw);
    if (segment === null) return null;
    segments.push(segment);
  }
  if (segments.at(-1) === "") segments.pop();
  return segments;
}
