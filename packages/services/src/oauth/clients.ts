import { eq } from "drizzle-orm";
import type { Database } from "@understudy/db";
import { oauthClients, type OAuthClientRow } from "@understudy/db/schema";
import type { Clock } from "../clock";

/** The registry of clients: dynamic registrations and fetched client ID metadata documents (not any user's data). */
export async function storedClient(db: Database, id: string): Promise<OAuthClientRow | null> {
  const [row] = await db.select().from(oauthClients).where(eq(oauthClients.id, id)).limit(1);
  return row ?? null;
}

export async function saveRegisteredClient(db: Database, clock: Clock, id: string, metadata: Record<string, unknown>): Promise<void> {
  await db.insert(oauthClients).values({ id, kind: "registered", metadata, createdAt: clock.now() });
}

/** A metadata document as last fetched: its URL is the client's id, so a newer fetch replaces it. */
export async function saveClientDocument(db: Database, clock: Clock, url: string, metadata: Record<string, unknown>): Promise<void> {
  const now = clock.now();
  await db
    .insert(oauthClients)
    .values({ id: url, kind: "document", metadata, createdAt: now, fetchedAt: now })
    .onConflictDoUpdate({ target: oauthClients.id, set: { metadata, fetchedAt: now } });
}
