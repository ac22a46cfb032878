import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { archiveJsonSchema } from "./archive-schema";

describe("account export schema", () => {
  it("the JSON Schema kept in the repository is the one generated from the zod schema (run `pnpm --filter @understudy/services export-schema`)", () => {
    const committed = JSON.parse(readFileSync(new URL("./account-export.schema.json", import.meta.url), "utf8")) as unknown;
    expect(committed).toEqual(archiveJsonSchema());
  });

  it("is strict: an undocumented field fails validation", () => {
    const schema = archiveJsonSchema() as { additionalProperties?: boolean; $schema?: string };
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(schema.additionalProperties).toBe(false);
  });
});
