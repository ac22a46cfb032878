/**
 * Request generation from the OpenAPI document, for the fuzz suite: every operation the document lists gets
 * a budget of bad or edge-case requests built from its own parameter and body schemas. Deterministic for a
 * seed, so a failure names a case that can be replayed (`FUZZ_SEED`).
 */

type Schema = Record<string, unknown>;

export interface FuzzOperation {
  method: string;
  /** The path template, `{name}` for path parameters. */
  path: string;
  pathParams: string[];
  query: { name: string; required: boolean; schema: Schema }[];
  body: Schema | null;
}

/** Who presents which credential: the owner of the ids in the path, another user, or nobody. */
export type FuzzAuth = "owner" | "other" | "none" | "garbage";

export interface FuzzRequest {
  label: string;
  method: string;
  /** Already encoded, relative to the API root. */
  path: string;
  auth: FuzzAuth;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

/** Real ids per path parameter name: the owner's, and another user's (a tenant probe must look like a missing id). */
export interface FuzzIds {
  own: Record<string, string>;
  foreign: Record<string, string>;
}

export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    // xorshift32: small, fast and good enough to spread cases.
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 2 ** 32;
  };
}

interface RequestBody {
  content: Record<string, { schema: Schema }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean; schema: Schema }[]; requestBody?: RequestBody | { $ref: string } }>>;
  components: { schemas: Record<string, Schema>; requestBodies?: Record<string, RequestBody> };
}

/** Every operation of the document, with `$ref`s resolved. */
export function operationsOf(document: unknown): FuzzOperation[] {
  const doc = document as OpenApiDocument;
  const resolve = (schema: Schema): Schema => {
    const ref = schema.$ref;
    if (typeof ref === "string") return resolve(doc.components.schemas[ref.replace("#/components/schemas/", "")] ?? {});
    return schema;
  };
  const ops: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const params = op.parameters ?? [];
      const body = op.requestBody && "$ref" in op.requestBody ? doc.components.requestBodies?.[op.requestBody.$ref.replace("#/components/requestBodies/", "")] : op.requestBody;
      const json = body?.content["application/json"]?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        query: params.filter((p) => p.in === "query").map((p) => ({ name: p.name, required: p.required ?? false, schema: resolve(p.schema) })),
        body: json ? deepResolve(json, resolve) : null,
      });
    }
  }
  return ops;
}

function deepResolve(schema: Schema, resolve: (s: Schema) => Schema): Schema {
  const s = resolve(schema);
  const out: Schema = { ...s };
  if (s.properties) out.properties = Object.fromEntries(Object.entries(s.properties as Record<string, Schema>).map(([k, v]) => [k, deepResolve(v, resolve)]));
  if (s.items) out.items = deepResolve(s.items as Schema, resolve);
  for (const key of ["anyOf", "oneOf", "allOf"]) if (Array.isArray(s[key])) out[key] = (s[key] as Schema[]).map((v) => deepResolve(v, resolve));
  return out;
}

/** A value the schema accepts, as simple as possible: the baseline a single mutation is applied to. */
export function validValue(schema: Schema): unknown {
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ("default" in schema) return schema.default;
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (variants) return validValue(variants.find((v) => v.type !== "null") ?? variants[0] ?? {});
  switch (schema.type) {
    case "string":
      return validString(schema);
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 1;
    case "boolean":
      return true;
    case "array":
      return [];
    case "object": {
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((k) => [k, validValue(props[k] ?? {})]));
    }
    default:
      return "x";
  }
}

function validString(schema: Schema): string {
  const pattern = typeof schema.pattern === "string" ? schema.pattern : "";
  if (schema.format === "date" || (pattern.includes("02-29") && !pattern.includes("T"))) return "2026-03-02";
  if (schema.format === "date-time" || pattern.includes("T(?:")) return "2026-03-02T10:00:00Z";
  if (schema.format === "uri") return "https://zoom.us/j/1234567890";
  if (schema.format === "email") return "someone@example.com";
  const min = typeof schema.minLength === "number" ? schema.minLength : 1;
  return "x".repeat(Math.max(1, min));
}

/** Values no well-built server should choke on, whatever the field's declared type. */
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 53,
  -(2 ** 63),
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "💥".repeat(300),
  "x".repeat(20_000),
  "' or '1'='1",
  "<script>alert(1)</script>",
  "NaN",
  "Infinity",
  "-1",
  "1e309",
  "0000-01-01T00:00:00Z",
  "1899-12-31T23:59:59Z",
  "9999-12-31T23:59:59Z",
  "+275760-09-13T00:00:00Z",
  "2026-02-30",
  "2026-13-01T00:00:00Z",
  "2026-11-25T25:61:00Z",
  "javascript:alert(1)",
  "https://teams.microsoft.com/l/meetup-join/%00%ff",
  "http://[::1",
  [],
  [1, "two", null],
  {},
  { nested: { deeper: ["x"] } },
];

/** Query-string values: everything arrives as text, so the hostile cases are text. */
const HOSTILE_QUERY_VALUES = [
  "",
  "%00",
  "a%00b",
  "%zz",
  "%F0%9F%92%A5",
  "x".repeat(5000),
  "-1",
  "1.5",
  "1e309",
  "NaN",
  "99999999999999999999",
  "true",
  "yes",
  "0000-01-01",
  "2026-02-30",
  "9999-99-99",
  "0000-01-01T00:00:00Z",
  "%27%20or%20%271%27%3D%271",
  "%3Cscript%3E",
  "%22",
];

/** Path-segment values (already encoded). */
const HOSTILE_PATH_VALUES = [
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
  "%00",
  "a%00b",
  "%zz",
  "%",
  "%F0%9F%92%A5",
  "x".repeat(5000),
  "..%2F..%2Fetc%2Fpasswd",
  "%27%20or%20%271%27%3D%271",
  "12345678901234567890",
  "-1",
  "%20",
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function fillPath(op: FuzzOperation, values: Record<string, string>): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "x");
}

function queryString(values: [string, string][]): string {
  if (values.length === 0) return "";
  // Values are pre-encoded (hostile ones on purpose); names are plain.
  return "?" + values.map(([k, v]) => `${k}=${v}`).join("&");
}

const encode = (value: unknown) => encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value));

function baselineQuery(op: FuzzOperation): [string, string][] {
  return op.query.filter((q) => q.required).map((q) => [q.name, encode(validValue(q.schema))]);
}

const JSON_HEADERS = { "content-type": "application/json" };

/**
 * `count` requests for one operation. The systematic cases come first (each path parameter, query
 * parameter and body field alone with each hostile value, body-level and credential cases); random
 * combinations of several mutations fill the rest. Every request but the credential ones carries at least
 * one bad element, so none of them is a valid call that would change the fixture (delete the account).
 */
export function fuzzRequests(op: FuzzOperation, ids: FuzzIds, count: number, random: () => number): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const own = ids.own;
  const ownPath = fillPath(op, own);
  const baseQuery = baselineQuery(op);
  const baseBody = op.body ? (validValue(op.body) as Record<string, unknown>) : undefined;
  const bodyOf = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
  const add = (label: string, parts: Partial<FuzzRequest> & { query?: [string, string][]; json?: unknown }) => {
    const { query, json, ...rest } = parts;
    const body = json !== undefined ? bodyOf(json) : rest.body ?? (op.body ? bodyOf(baseBody) : undefined);
    out.push({
      label,
      method: op.method,
      path: (rest.path ?? ownPath) + queryString(query ?? baseQuery),
      auth: rest.auth ?? "owner",
      headers: rest.headers ?? (body !== undefined ? JSON_HEADERS : {}),
      ...(body !== undefined ? { body } : {}),
    });
  };

  // Path parameters: hostile segments, and another user's real id (must be the same 404 as a missing one).
  for (const name of op.pathParams) {
    for (const value of HOSTILE_PATH_VALUES) add(`path ${name}=${value.slice(0, 40)}`, { path: fillPath(op, { ...own, [name]: value }) });
    add(`path ${name}=another user's`, { path: fillPath(op, { ...own, [name]: ids.foreign[name] ?? "x" }) });
  }
  // Query parameters, one at a time, plus unknown and repeated ones.
  for (const q of op.query) {
    const rest = baseQuery.filter(([k]) => k !== q.name);
    for (const value of HOSTILE_QUERY_VALUES) add(`query ${q.name}=${value.slice(0, 40)}`, { query: [...rest, [q.name, value]] });
    add(`query ${q.name} repeated`, { query: [...rest, [q.name, encode(validValue(q.schema))], [q.name, "%00"]] });
  }
  if (op.query.length) add("query unknown parameter", { query: [...baseQuery, ["no_such_parameter", "1"]] });
  // Body fields, one at a time: hostile values, and each required field missing.
  if (op.body && baseBody) {
    const props = (op.body.properties ?? {}) as Record<string, Schema>;
    for (const field of Object.keys(props)) {
      for (const value of HOSTILE_VALUES) add(`body ${field}=${JSON.stringify(value).slice(0, 40)}`, { json: { ...baseBody, [field]: value } });
    }
    for (const field of (op.body.required ?? []) as string[]) {
      const { [field]: _dropped, ...rest } = baseBody;
      add(`body without ${field}`, { json: rest });
    }
    add("body unknown field", { json: { ...baseBody, no_such_field: "x" } });
  }
  // Body-level cases, for every method that may carry one.
  if (op.method !== "GET" && op.method !== "DELETE") {
    for (const raw of ['{"title":', "{", "[]", "null", "42", '"text"', "\u0000", "[".repeat(5000), '{"a":1,"a":2,}']) add(`raw body ${raw.slice(0, 20)}`, { body: raw, headers: JSON_HEADERS });
    add("body as text/plain", { headers: { "content-type": "text/plain" } });
    add("body as a form", { body: "title=x&scheduled_at=2026-03-02", headers: { "content-type": "application/x-www-form-urlencoded" } });
    add("body over 1 MB", { body: JSON.stringify({ ...baseBody, padding: "x".repeat(1_100_000) }), headers: JSON_HEADERS });
    add("body not UTF-8", { body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), headers: JSON_HEADERS });
  }
  // Credentials: nobody, a made-up token, another user on the owner's ids.
  add("no credential", { auth: "none" });
  add("garbage credential", { auth: "garbage" });
  add("malformed authorization header", { auth: "none", headers: { authorization: "Bearer", ...(op.body ? JSON_HEADERS : {}) } });
  if (op.pathParams.length) add("another user's credential on the owner's ids", { auth: "other" });

  // Random combinations until the budget: two or three mutations at once, under any credential but "other".
  while (out.length < count) {
    const path = op.pathParams.length && random() < 0.5 ? fillPath(op, { ...own, [pick(random, op.pathParams)]: pick(random, HOSTILE_PATH_VALUES) }) : ownPath;
    const query = [...baseQuery];
    for (const q of op.query) if (random() < 0.4) query.push([q.name, pick(random, HOSTILE_QUERY_VALUES)]);
    let json: unknown;
    if (op.body && baseBody) {
      json = { ...baseBody };
      for (const field of Object.keys((op.body.properties ?? {}))) if (random() < 0.4) (json as Record<string, unknown>)[field] = pick(random, HOSTILE_VALUES);
    }
    // An operation with nothing to mutate still gets odd query strings; a read may take them as the owner,
    // a write only anonymously (an ignored parameter would make it a valid call: a sign-out, a disconnect).
    if (!op.pathParams.length && !op.query.length && !op.body) query.push([pick(random, ["q", "limit", "id", "__proto__", "x".repeat(300)]), pick(random, HOSTILE_QUERY_VALUES)]);
    const mutated = path !== ownPath || (op.query.length > 0 && query.length > baseQuery.length) || (json !== undefined && JSON.stringify(json) !== JSON.stringify(baseBody));
    const owned = mutated || op.method === "GET";
    const auth: FuzzAuth = owned ? pick(random, ["owner", "owner", "owner", "none", "garbage"] as const) : pick(random, ["none", "garbage"] as const);
    add(`random ${out.length}`, { path, query, auth, ...(json !== undefined ? { json } : {}) });
  }
  return out;
}
