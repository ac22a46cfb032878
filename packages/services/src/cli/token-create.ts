/**
 * pnpm token:create --email ada@understudy.test [--name "my script"]
 * Mints a personal API token for an existing account and prints it once.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { createDb } from "@understudy/db";
import { users } from "@understudy/db/schema";
import { silentLogger } from "../logger";
import { createApiToken } from "../api-tokens";
import { actingAs } from "../context";
import { createAppDeps } from "../deps";
import { sendOnlyJobQueue } from "../jobs";
import { openCliDatabase } from "./database";

const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string", default: "CLI token" } } });
if (!values.email) {
  console.error('usage: pnpm token:create --email <account email> [--name "what it is for"]');
  process.exit(2);
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const database = await openCliDatabase(repoRoot);
const { db, close } = createDb(database.url, { max: 1 });
try {
  const [user] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, values.email.toLowerCase())).limit(1);
  if (!user) {
    console.error(`No account for ${values.email}: sign in once through the app first (or run the app once to seed the demo accounts).`);
    process.exitCode = 1;
  } else {
    const deps = createAppDeps({ db, jobs: sendOnlyJobQueue(database.url) });
    const ctx = actingAs(deps, silentLogger, { type: "user" as const, userId: user.id, role: user.role, via: "token" as const, credentialId: "cli" });
    const token = await createApiToken({ ctx, input: { name: values.name } });
    console.log(token.token);
    console.error(`Token "${token.name}" for ${values.email}. It is shown only this once. Use it as: Authorization: Bearer <token>`);
  }
} finally {
  await close();
  await database.close();
}
