import type { HttpMethod, RestRoute } from "./define";

interface CompiledRoute {
  route: RestRoute;
  pattern: RegExp;
  names: string[];
}

export type MatchResult =
  | { kind: "found"; route: RestRoute; params: Record<string, string> }
  | { kind: "method-not-allowed"; allow: HttpMethod[] }
  | { kind: "not-found" };

export function createMatcher(routes: RestRoute[]) {
  const compiled: CompiledRoute[] = routes.map((route) => {
    const names: string[] = [];
    const source = route.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{(\w+)\\?\}|\{(\w+)\}/g, (_m, a?: string, b?: string) => {
      names.push((a ?? b) as string);
      return "([^/]+)";
    });
    return { route, names, pattern: new RegExp(`^${source}/?$`) };
  });
  return (method: string, path: string): MatchResult => {
    const allow: HttpMethod[] = [];
    for (const c of compiled) {
      const m = c.pattern.exec(path);
      if (!m) continue;
      if (c.route.method !== method) {
        allow.push(c.route.method);
        continue;
      }
      const params: Record<string, string> = {};
      c.names.forEach((name, i) => {
        params[name] = safeDecode(m[i + 1] ?? "");
      });
      return { kind: "found", route: c.route, params };
    }
    return allow.length ? { kind: "method-not-allowed", allow } : { kind: "not-found" };
  };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
