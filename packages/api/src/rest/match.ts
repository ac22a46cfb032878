import { MethodNotAllowedError, ServiceError } from "../errors";
import type { HttpMethod, RestRoute } from "./define";
import { decodePath, PATH_NOT_FOUND } from "./path";

interface CompiledRoute {
  route: RestRoute;
  /** Literal segments as strings; `{name}` segments as `{ param: name }`. */
  segments: (string | { param: string })[];
}

export interface MatchedRoute {
  route: RestRoute;
  params: Record<string, string>;
}

function matchSegments(compiled: CompiledRoute, segments: string[]): Record<string, string> | null {
  if (compiled.segments.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, expected] of compiled.segments.entries()) {
    const actual = segments[i] ?? "";
    if (typeof expected === "string") {
      if (actual !== expected) return null;
    } else {
      if (actual === "") return null;
      params[expected.param] = actual;
    }
  }
  return params;
}

function compile(routes: RestRoute[]): CompiledRoute[] {
  return routes.map((route) => ({
    route,
    segments: route.path
      .split("/")
      .slice(1)
      .map((s) => (/^\{\w+\}$/.test(s) ? { param: s.slice(1, -1) } : s)),
  }));
}

/** Whether a path (relative to the contract's mount point) names a row, whatever the row's method. */
export function createPathTest(routes: RestRoute[]) {
  const compiled = compile(routes);
  return (path: string): boolean => {
    const segments = decodePath(path);
    return segments !== null && compiled.some((c) => matchSegments(c, segments) !== null);
  };
}

/**
 * Finds the row for a method and a path (relative to the contract's mount point), matching decoded
 * segments. Throws the domain errors the contract answers with: 404 for a path that names nothing (also
 * one whose %-encoding is broken), 405 with the methods the path has.
 */
export function createMatcher(routes: RestRoute[]) {
  const compiled = compile(routes);
  return (method: string, path: string): MatchedRoute => {
    const segments = decodePath(path);
    if (!segments) throw new ServiceError("NOT_FOUND", PATH_NOT_FOUND);
    const allow: HttpMethod[] = [];
    for (const c of compiled) {
      const params = matchSegments(c, segments);
      if (!params) continue;
      if (c.route.method === method) return { route: c.route, params };
      allow.push(c.route.method);
    }
    if (allow.length) throw new MethodNotAllowedError(allow);
    throw new ServiceError("NOT_FOUND", PATH_NOT_FOUND);
  };
}
