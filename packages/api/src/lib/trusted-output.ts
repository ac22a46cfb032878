/**
 * The output parser of a hot read path whose result the service builds field by field from typed rows
 * (`toMeetingResponse`): the compiler checks its shape, the database its values (enums, NOT NULL), so
 * parsing it again on every request re-checks what is already guaranteed. It passes the value through as
 * `T`, the procedure's output type; the response schema stays the REST contract's documented response
 * (src/rest/routes), and the tests parse real answers with it (src/rest/contract.integration.test.ts,
 * test/meetings/trusted-output.integration.test.ts).
 */
export function trustedOutput<T>(): (value: unknown) => T {
  return (value) => value as T;
}
