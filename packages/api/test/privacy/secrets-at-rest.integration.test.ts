import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantConsent, startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { resolveCredential } from "@understudy/services/auth";
import { fixedClock } from "@understudy/services/clock";
import { createAppDeps, type AppDeps } from "@understudy/services/deps";
import { handleGoogleCallback } from "@understudy/services/google";
import { silentLogger } from "@understudy/services/logger";
import { sandboxGoogleEnv } from "@understudy/services/testing/sandbox-env";
import { recordingJobQueue } from "@understudy/services/testing/deps";
import { sandboxControl } from "@understudy/services/testing/google";
import { connectTestDb, makeCaller, signedInUser } from "../support/helpers";

const { db, close } = connectTestDb();
const clock = fixedClock("2026-03-02T09:00:00Z");
let sandbox: RunningSandbox;
let deps: AppDeps;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, clock: () => clock.now() });
  deps = createAppDeps({
    db,
    clock,
    jobs: recordingJobQueue(),
    env: sandboxGoogleEnv(sandbox, { AUTH_GOOGLE_ID: "understudy-secrets-test", AUTH_GOOGLE_SECRET: "secrets-test-secret" }),
  });
});
afterAll(async () => {
  await sandbox.close();
  await close();
});

/** Every table that holds a credential or the hash of one, each row as JSON text. */
async function dumpCredentialTables(): Promise<string[]> {
  const rows: string[] = [];
  for (const table of ["sessions", "api_tokens", "google_connections", "google_auth_requests", "accounts", "verification_tokens"]) {
    const result = await db.execute<{ row: string }>(sql.raw(`SELECT row_to_json(t)::text AS row FROM "${table}" t`));
    rows.push(...result.map((r) => r.row));
  }
  return rows;
}

describe("secrets at rest", () => {
  it("a dump of the credential tables after sign-in, an API token and a Google connection holds no usable credential", async () => {
    const { user, token: sessionToken } = await signedInUser(db);
    const caller = await makeCaller(db, sessionToken, clock, deps);
    const apiToken = await caller.apiTokens.create({ name: "cli" });
    expect((await (await makeCaller(db, apiToken.token, clock, deps)).auth.me()).id).toBe(user.id);

    const email = `secrets-${randomUUID()}@example.com`;
    await sandboxControl(sandbox).seedCalendar(email, "empty");
    const { auth_url } = await caller.google.authUrl();
    const redirect = await grantConsent(auth_url, email);
    const headers = new Headers({ authorization: `Bearer ${sessionToken}` });
    expect(await handleGoogleCallback({ deps, log: silentLogger, headers, query: redirect.searchParams })).toMatchObject({ ok: true });

    const dump = await dumpCredentialTables();
    const text = dump.join("\n");
    expect(text).toContain(user.id);
    expect(text).not.toContain(sessionToken);
    expect(text).not.toContain(apiToken.token);
    // Google's tokens (sandbox: ya29.sandbox-…, 1//sandbox-…) are only ever stored encrypted.
    expect(text).not.toMatch(/ya29\.|1\/\/sandbox-/);

    // And no stored string, presented as it is, signs anyone in.
    const strings = new Set(dump.flatMap((row) => Object.values(JSON.parse(row) as Record<string, unknown>)).filter((v): v is string => typeof v === "string"));
    for (const value of strings) {
      expect(await resolveCredential(db, clock, { value, source: "bearer" })).toBeNull();
      expect(await resolveCredential(db, clock, { value, source: "cookie" })).toBeNull();
    }
  });
});
