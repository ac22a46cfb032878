import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "./openapi";
import { restRoutes } from "./routes";

interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  default?: unknown;
  description?: string;
  type?: string;
}
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: Schema;
}
interface RequestBody {
  content: Record<string, { schema: Schema }>;
}
interface Operation {
  parameters: Parameter[];
  requestBody?: RequestBody | { $ref: string };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

const doc = buildOpenApiDocument() as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; requestBodies: Record<string, RequestBody> };
};
const operation = (method: string, path: string) => {
  const op = doc.paths[path]?.[method];
  if (!op) throw new Error(`${method} ${path} is not documented`);
  return op;
};
const resolve = (schema: Schema | undefined): Schema => {
  const ref = schema?.$ref?.replace("#/components/schemas/", "");
  const resolved = ref ? doc.components.schemas[ref] : schema;
  if (!resolved) throw new Error(`no schema ${String(ref)}`);
  return resolved;
};

const bodyOf = (op: Operation): RequestBody => {
  const body = op.requestBody && "$ref" in op.requestBody ? doc.components.requestBodies[op.requestBody.$ref.replace("#/components/requestBodies/", "")] : op.requestBody;
  if (!body) throw new Error("no request body");
  return body;
};

describe("the OpenAPI document", () => {
  it("documents every row of the contract once", () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(restRoutes.map((r) => `${r.method} ${r.path}`).sort());
  });

  it("describes request bodies with the schemas' input types: a field the server defaults is optional there, required in the response", () => {
    const op = operation("post", "/meetings");
    // Inline in a named request body, not a $ref to a schema component: generators read a component's
    // `default` as "always present", which is the response's meaning, not the request's.
    expect(op.requestBody).toEqual({ $ref: "#/components/requestBodies/CreateMeeting" });
    const body = bodyOf(op).content["application/json"]?.schema ?? {};
    expect(body.$ref).toBeUndefined();
    expect(body.required).toEqual(["title", "scheduled_at"]);
    expect(body.properties?.duration_minutes).toMatchObject({ default: 60 });
    expect(body.properties?.platform).toMatchObject({ default: "zoom" });
    const meeting = resolve(op.responses["201"]?.content?.["application/json"]?.schema);
    expect(meeting.required).toEqual(expect.arrayContaining(["duration_minutes", "platform"]));
  });

  it("describes query parameters with the procedure's input: defaults optional, required ones required, bounds and descriptions kept", () => {
    const list = Object.fromEntries(operation("get", "/meetings").parameters.filter((p) => p.in === "query").map((p) => [p.name, p]));
    expect(Object.keys(list)).toEqual(["q", "status", "upcoming", "past", "future", "open", "order", "limit", "offset"]);
    expect(Object.values(list).every((p) => !p.required)).toBe(true);
    expect(list.limit?.schema).toMatchObject({ type: "integer", minimum: 1, maximum: 500, default: 100 });
    expect(list.upcoming?.schema).toMatchObject({ type: "boolean" });

    const search = Object.fromEntries(operation("get", "/search").parameters.filter((p) => p.in === "query").map((p) => [p.name, p]));
    expect(search.q).toMatchObject({ required: true, schema: { description: expect.stringMatching(/at most 500 characters/) } });
    expect(search.from).toMatchObject({ required: false, schema: { format: "date", description: "First day, YYYY-MM-DD (UTC)" } });
    expect(search.limit).toMatchObject({ required: false, schema: { default: 20, maximum: 50 } });

    const exportParams = operation("get", "/meetings/{id}/export").parameters;
    expect(exportParams.map((p) => [p.in, p.name, p.required])).toEqual([
      ["path", "id", true],
      ["query", "format", true],
      ["query", "tz", false],
    ]);
  });
});
