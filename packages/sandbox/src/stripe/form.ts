/**
 * Stripe's request encoding: `a[b][0][c]=v` form pairs (POST body, or the query string for GET/DELETE)
 * folded back into nested objects and arrays. Values stay strings; each route coerces what it reads.
 */
export type Param = string | ParamObject | Param[];
export interface ParamObject {
  [key: string]: Param;
}

export function parseStripeParams(encoded: string): ParamObject {
  const root: ParamObject = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const path = splitKey(rawKey);
    if (path.length === 0) continue;
    assign(root, path, value);
  }
  return normaliseArrays(root) as ParamObject;
}

/** `line_items[0][price]` → ["line_items", "0", "price"]; `expand[]` → ["expand", ""]. */
function splitKey(key: string): string[] {
  const first = key.indexOf("[");
  if (first === -1) return key ? [key] : [];
  const parts = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1] ?? "");
  return parts;
}

function assign(target: ParamObject, path: string[], value: string): void {
  let node = target;
  path.forEach((segment, i) => {
    const last = i === path.length - 1;
    // `expand[]=a&expand[]=b`: an empty segment appends.
    const key = segment === "" ? String(Object.keys(node).length) : segment;
    if (last) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next === "object" && !Array.isArray(next)) {
      node = next;
    } else {
      const created: ParamObject = {};
      node[key] = created;
      node = created;
    }
  });
}

/** Objects whose keys are all 0..n-1 become arrays, in index order. */
function normaliseArrays(value: Param): Param {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((k) => [k, normaliseArrays(value[k] as Param)] as const);
  const isArray = keys.length > 0 && keys.every((k) => /^\d+$/.test(k));
  if (isArray) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

/* Readers used by the routes: they never throw, they report what was wrong. */

export function str(params: ParamObject, key: string): string | undefined {
  const value = params[key];
  return typeof value === "string" ? value : undefined;
}

export function obj(params: ParamObject, key: string): ParamObject | undefined {
  const value = params[key];
  return typeof value === "object" && !Array.isArray(value) ? value : undefined;
}

export function list(params: ParamObject, key: string): Param[] {
  const value = params[key];
  if (Array.isArray(value)) return value;
  if (typeof value === "string") return [value];
  return [];
}

export function strings(params: ParamObject, key: string): string[] {
  return list(params, key).filter((v): v is string => typeof v === "string");
}

/** A flat string→string map (metadata); an empty value unsets the key, as Stripe does. */
export function stringMap(params: ParamObject, key: string): Record<string, string> | undefined {
  const value = obj(params, key);
  if (!value) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === "string") out[k] = v;
  return out;
}
