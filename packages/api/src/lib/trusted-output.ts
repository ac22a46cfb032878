import type { z } from "zod";

/**
 * The output parser of a hot read path whose result the service builds field by field from typed rows
 * (`toMeetingResponse`): the compiler checks its shape, the database its values (enums, NOT NULL), so
 * parsing it again on every request re-checks what is already guaranteed. The schema stays the procedure's
 * output type and the REST contract's documented response; the tests parse real answers with it
 * (src/rest/contract.integration.test.ts, test/meetings/trusted-output.integration.test.ts).
 */
export function trustedOutput<T extends z.ZodType>(schema: T): (value: unknown) => z.output<T> {
  void schema;
  return (value) => value as z.output<T>;
}
