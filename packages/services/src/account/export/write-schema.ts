/* Writes account-export.schema.json from the zod schema: `pnpm --filter @understudy/services export-schema`. */
import { writeFileSync } from "node:fs";
import { archiveJsonSchema } from "./archive-schema";

const target = new URL("./account-export.schema.json", import.meta.url);
writeFileSync(target, `${JSON.stringify(archiveJsonSchema(), null, 2)}\n`);
console.log(`wrote ${target.pathname}`);
