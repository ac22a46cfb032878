import { z } from "zod";
import type { RestRoute } from "./define";
import { restRoutes } from "./routes";

type JsonSchema = Record<string, unknown>;

const ErrorResponse = z.object({ detail: z.string() }).meta({ id: "Error", description: "Every error has this shape" });

/**
 * OpenAPI 3.1 from the same zod schemas the procedures validate with: request bodies and query parameters
 * as the schemas' inputs (a defaulted field is optional), responses as their outputs.
 */
export function buildOpenApiDocument(options: { serverUrl?: string } = {}) {
  const components: Record<string, JsonSchema> = {};
  const requestBodies: Record<string, JsonSchema> = {};
  const toSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
    const generated = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any", reused: "inline" });
    const out = JSON.parse(JSON.stringify(generated).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema & {
      $defs?: Record<string, JsonSchema>;
      $schema?: string;
    };
    for (const [id, def] of Object.entries(out.$defs ?? {})) addComponent(id, def);
    delete out.$defs;
    delete out.$schema;
    if (typeof out.id === "string") {
      const id = out.id;
      delete out.id;
      addComponent(id, out);
      return { $ref: `#/components/schemas/${id}` };
    }
    return out;
  };
  /**
   * A request body is a named entry of `components.requestBodies` with its schema inline, not a `$ref` to
   * `components.schemas`: generators such as openapi-typescript read a `default` as "always present" in a
   * schema component (right for a response) but as "may be omitted" inside a request body, which is what a
   * defaulted input field means.
   */
  const toRequestBody = (schema: z.ZodType): JsonSchema => {
    const { id, schema: inline } = inputSchema(schema);
    const body = { required: true, content: { "application/json": { schema: inline } } };
    if (!id) return body;
    requestBodies[id] = body;
    return { $ref: `#/components/requestBodies/${id}` };
  };
  /** An input schema inline, with its name if it has one (query parameters are listed from its properties). */
  const inputSchema = (schema: z.ZodType): { id?: string; schema: JsonSchema } => {
    const generated = z.toJSONSchema(schema, { target: "draft-2020-12", io: "input", unrepresentable: "any", reused: "inline" });
    // A named root comes back as `{ $ref: "#/$defs/Name", $defs }`: the schema is that definition.
    const { $ref, $defs = {}, $schema: _dialect, ...anonymous } = JSON.parse(JSON.stringify(generated).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema & {
      $ref?: string;
      $defs?: Record<string, JsonSchema>;
    };
    const id = $ref?.replace("#/components/schemas/", "");
    for (const [name, def] of Object.entries($defs)) if (name !== id) addComponent(name, def);
    return id ? { id, schema: $defs[id] ?? {} } : { schema: anonymous };
  };
  // A schema whose input and output differ (defaults, transforms) cannot be one component: the request
  // would be documented with the response's required fields, or the reverse. Refuse rather than guess.
  const addComponent = (id: string, schema: JsonSchema) => {
    const existing = components[id];
    if (existing && JSON.stringify(existing) !== JSON.stringify(schema)) {
      throw new Error(`OpenAPI: schema "${id}" differs as request and as response; give one of them its own id`);
    }
    components[id] = schema;
  };
  const errorRef = toSchema(ErrorResponse, "output");
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of restRoutes) {
    paths[r.path] ??= {};
    (paths[r.path] as Record<string, unknown>)[r.method.toLowerCase()] = operation(r, toSchema, toRequestBody, (q) => inputSchema(q).schema, errorRef);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Understudy API",
      version: "1.0.0",
      description:
        "The REST contract of Understudy. Authenticate with `Authorization: Bearer <token>`, where the token is a personal API token (create one in Settings or with `pnpm token:create`) or the browser session's token. Errors are `{\"detail\": \"…\"}`.",
    },
    servers: [{ url: options.serverUrl ?? "/api" }],
    components: {
      schemas: components,
      requestBodies,
      securitySchemes: { bearer: { type: "http", scheme: "bearer" }, cookie: { type: "apiKey", in: "cookie", name: "authjs.session-token" } },
    },
    security: [{ bearer: [] }, { cookie: [] }],
    paths,
  };
}

function operation(
  r: RestRoute,
  toSchema: (s: z.ZodType, io: "input" | "output") => JsonSchema,
  toRequestBody: (s: z.ZodType) => JsonSchema,
  toQuery: (s: z.ZodType) => JsonSchema,
  errorRef: JsonSchema,
) {
  const parameters: unknown[] = [];
  for (const name of r.path.match(/\{(\w+)\}/g) ?? []) {
    parameters.push({ name: name.slice(1, -1), in: "path", required: true, schema: { type: "string" } });
  }
  if (r.query) {
    const q = toQuery(r.query) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(q.properties ?? {})) {
      parameters.push({ name, in: "query", required: q.required?.includes(name) ?? false, schema });
    }
  }
  const error = (description: string) => ({ description, content: { "application/json": { schema: errorRef } } });
  const responses: Record<string, unknown> = {
    [String(r.status ?? 200)]: r.stream
      ? { description: r.stream.description, content: { "text/event-stream": { schema: { type: "string" } } } }
      : r.file
      ? {
          description: "The file, as an attachment named in Content-Disposition",
          headers: { "Content-Disposition": { schema: { type: "string" }, description: "attachment; filename=\"…\"; filename*=UTF-8''…" } },
          content: Object.fromEntries(r.file.contentTypes.map((type) => [type, { schema: { type: "string", format: "binary" } }])),
        }
      : { description: "Success", content: { "application/json": { schema: toSchema(r.response, "output") } } },
    "401": error("No valid session or token"),
  };
  if (r.auth === "admin") responses["403"] = error("Not an admin");
  if (r.path.includes("{")) responses["404"] = error("Not found, or not yours");
  if (r.stream) parameters.push({ name: "Last-Event-ID", in: "header", required: false, schema: { type: "string" }, description: "Resume after this event id (sent by EventSource when it reconnects)" });
  if (r.body || r.query) responses["422"] = error("Input failed validation");
  if (r.body) responses["400"] = error("Malformed JSON");
  if (r.method !== "GET") responses["429"] = error("Rate limited; see Retry-After");
  for (const [status, description] of Object.entries(r.errors ?? {})) responses[status] = error(description);
  return {
    operationId: `${r.method.toLowerCase()}${r.path.replace(/\{(\w+)\}/g, "By_$1").replace(/[^a-zA-Z0-9]+(.)/g, (_m, c: string) => c.toUpperCase())}`,
    summary: r.summary,
    tags: [r.tag],
    parameters,
    ...(r.body ? { requestBody: toRequestBody(r.body) } : {}),
    responses,
  };
}
