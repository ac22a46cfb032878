/**
 * Just enough JSON Schema to answer a strict `response_format` the way a model does: check the strict-mode
 * rules the API enforces, and build a value of the requested shape.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  definitions?: Record<string, JsonSchema>;
  enum?: unknown[];
  const?: unknown;
}

type Resolver = (schema: JsonSchema) => JsonSchema;

export function resolverFor(root: JsonSchema): Resolver {
  const resolve: Resolver = (schema) => {
    if (!schema.$ref) return schema;
    const match = /^#\/(\$defs|definitions)\/(.+)$/.exec(schema.$ref);
    const target = match ? root[match[1] as "$defs" | "definitions"]?.[match[2] ?? ""] : schema.$ref === "#" ? root : undefined;
    return target ? resolve(target) : {};
  };
  return resolve;
}

/** Strict-mode violations, or null. The root must be an object; every object closed and fully required. */
export function strictViolation(root: JsonSchema): string | null {
  const resolve = resolverFor(root);
  if (typesOf(resolve(root)).join() !== "object") return "schema must be a JSON Schema of 'type: \"object\"', got a different root type.";
  const seen = new Set<JsonSchema>();
  const visit = (node: JsonSchema, path: string): string | null => {
    const schema = resolve(node);
    if (seen.has(schema)) return null;
    seen.add(schema);
    if (typesOf(schema).includes("object") || schema.properties) {
      if (schema.additionalProperties !== false) return `In context=${path}, 'additionalProperties' is required to be supplied and to be false.`;
      const required = new Set(schema.required ?? []);
      for (const key of Object.keys(schema.properties ?? {})) {
        if (!required.has(key)) return `In context=${path}, 'required' is required to be supplied and to be an array including every key in properties. Missing '${key}'.`;
      }
    }
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      const problem = visit(child, `('properties', '${key}')`);
      if (problem) return problem;
    }
    if (schema.items) return visit(schema.items, `${path}, 'items'`);
    for (const option of schema.anyOf ?? []) {
      const problem = visit(option, `${path}, 'anyOf'`);
      if (problem) return problem;
    }
    return null;
  };
  return visit(root, "()");
}

export function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.anyOf) return schema.anyOf.flatMap(typesOf);
  if (schema.properties) return ["object"];
  return [];
}

/** The non-null branch of `anyOf: [X, {type: null}]`, or the schema itself. */
export function nonNull(schema: JsonSchema, resolve: Resolver): JsonSchema {
  const s = resolve(schema);
  if (s.anyOf) {
    const branch = s.anyOf.map(resolve).find((b) => !typesOf(b).every((t) => t === "null"));
    return branch ?? s;
  }
  return s;
}

/** A placeholder of the schema's type: null where allowed, else an empty value. */
export function emptyValue(schema: JsonSchema, resolve: Resolver): unknown {
  const s = resolve(schema);
  const types = typesOf(s);
  if (types.includes("null")) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const inner = nonNull(s, resolve);
  const type = typesOf(inner)[0];
  switch (type) {
    case "string":
      return "";
    case "number":
    case "integer":
      return 0;
    case "boolean":
      return false;
    case "array":
      return [];
    case "object":
      return conform(inner, {}, resolve);
    default:
      return null;
  }
}

/** Coerces `value` to the schema: declared keys only, missing ones filled, wrong types replaced. */
export function conform(schema: JsonSchema, value: unknown, resolve: Resolver): unknown {
  const s = resolve(schema);
  const types = typesOf(s);
  if (value === null && types.includes("null")) return null;
  const inner = nonNull(s, resolve);
  const type = typesOf(inner).find((t) => t !== "null");
  if (type === "object") {
    const source = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    return Object.fromEntries(
      Object.entries(inner.properties ?? {}).map(([key, child]) => [key, key in source ? conform(child, source[key], resolve) : emptyValue(child, resolve)]),
    );
  }
  if (type === "array") return Array.isArray(value) ? value.map((v) => conform(inner.items ?? {}, v, resolve)) : [];
  if (type === "string") return typeof value === "string" ? value : emptyValue(s, resolve);
  if (type === "number") return typeof value === "number" ? value : emptyValue(s, resolve);
  if (type === "integer") return typeof value === "number" ? Math.round(value) : emptyValue(s, resolve);
  if (type === "boolean") return typeof value === "boolean" ? value : emptyValue(s, resolve);
  return value ?? null;
}
