import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/*
 * OAuth 2.1 for AI assistants (the MCP server at /api/mcp). Clients are the app's registry, not a user's data:
 * dynamic registrations (RFC 7591) and the client ID metadata documents fetched for a URL client_id. What a user
 * granted, and every code and token of it, is the user's and goes with the account.
 */

/** A registered client (`kind` "registered", a random id) or a fetched metadata document (`kind` "document", the id is its URL). */
export const oauthClients = pgTable("oauth_clients", {
  id: text().primaryKey(),
  kind: text({ enum: ["registered", "document"] }).notNull(),
  /** The client's metadata as registered or fetched (client_name, redirect_uris, …), as the SDK reads it back. */
  metadata: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  /** When a metadata document was last fetched (it is fetched again after a while). */
  fetchedAt: timestamp({ withTimezone: true, mode: "date" }),
});

/** What one user allowed one client: the scopes and the resource its tokens are bound to. Settings → Connected apps lists these. */
export const oauthGrants = pgTable(
  "oauth_grants",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: text()
      .notNull()
      .references(() => oauthClients.id, { onDelete: "cascade" }),
    /** The client's name when the user consented, so the list still names it if the client's metadata changes. */
    clientName: text().notNull(),
    scopes: text().array().notNull(),
    /** The one resource (the MCP endpoint's URL) its access tokens are valid at. */
    resource: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true, mode: "date" }),
    revokedAt: timestamp({ withTimezone: true, mode: "date" }),
  },
  (t) => [index("oauth_grants_user_created_idx").on(t.userId, t.createdAt), index("oauth_grants_live_idx").on(t.userId, t.clientId).where(sql`${t.revokedAt} is null`)],
);

/**
 * Codes, access tokens and refresh tokens of a grant, each stored as a SHA-256 of the secret. A code carries its
 * PKCE challenge and redirect URI; a refresh token is used once (`usedAt`), its successor issued with it.
 */
export const oauthTokens = pgTable(
  "oauth_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    grantId: uuid()
      .notNull()
      .references(() => oauthGrants.id, { onDelete: "cascade" }),
    kind: text({ enum: ["code", "access", "refresh"] }).notNull(),
    tokenHash: text().notNull().unique(),
    codeChallenge: text(),
    redirectUri: text(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: "date" }),
    revokedAt: timestamp({ withTimezone: true, mode: "date" }),
  },
  (t) => [index("oauth_tokens_grant_idx").on(t.grantId), index("oauth_tokens_user_idx").on(t.userId)],
);

export type OAuthClientRow = typeof oauthClients.$inferSelect;
export type OAuthGrant = typeof oauthGrants.$inferSelect;
export type OAuthToken = typeof oauthTokens.$inferSelect;
