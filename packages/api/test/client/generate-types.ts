import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { buildOpenApiDocument } from "../../src/rest/openapi";

/** The file a REST user would generate from /api/openapi.json with openapi-typescript, committed to be compiled. */
export const TYPES_FILE = fileURLToPath(new URL("./openapi.d.ts", import.meta.url));

export async function generatedTypes(): Promise<string> {
  const document = JSON.parse(JSON.stringify(buildOpenApiDocument())) as Parameters<typeof openapiTS>[0];
  const banner = "/* Generated from the OpenAPI document by openapi-typescript (`pnpm --filter @understudy/api openapi:types`). Do not edit. */\n";
  return banner + astToString(await openapiTS(document));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(TYPES_FILE, await generatedTypes());
  console.log(`wrote ${TYPES_FILE}`);
}
