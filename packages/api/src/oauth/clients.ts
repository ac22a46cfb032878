import type { OAuthRegisteredClientsStore } from "@modelcontextprotocol/sdk/server/auth/clients.js";
import { OAuthClientMetadataSchema, type OAuthClientInformationFull } from "@modelcontextprotocol/sdk/shared/auth.js";
import type { Database } from "@understudy/db";
import type { Clock } from "@understudy/services/clock";
import type { Logger } from "@understudy/services/logger";
import { CLIENT_DOCUMENT_TTL_MS, saveClientDocument, saveRegisteredClient, storedClient } from "@understudy/services/oauth";

export interface OAuthStore {
  db: Database;
  clock: Clock;
  appUrl: string;
  log: Logger;
}

const DOCUMENT_TIMEOUT_MS = 5000;
const DOCUMENT_MAX_BYTES = 16 * 1024;

/**
 * A client ID metadata document's URL: https with a path (draft-ietf-oauth-client-id-metadata-document, as MCP
 * 2025-11-25 uses it). Plain http only on a loopback host, and only while the app itself is served over http
 * (a developer's machine), where the clients being built serve their documents locally too.
 */
export function isDocumentClientId(clientId: string, appUrl: string): boolean {
  if (!URL.canParse(clientId)) return false;
  const url = new URL(clientId);
  if (url.pathname === "/" || url.hash || url.username || url.password) return false;
  if (url.protocol === "https:") return true;
  const loopback = url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]";
  return url.protocol === "http:" && loopback && appUrl.startsWith("http:");
}

/** Every client is public: the SDK's token and revocation handlers then ask for no secret. */
function asPublic(metadata: Record<string, unknown>, clientId: string): OAuthClientInformationFull {
  const parsed = OAuthClientMetadataSchema.parse(metadata);
  return { ...parsed, client_id: clientId, token_endpoint_auth_method: "none" };
}

async function fetchDocument({ log }: OAuthStore, url: string): Promise<Record<string, unknown> | null> {
  try {
    const response = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(DOCUMENT_TIMEOUT_MS), headers: { accept: "application/json" } });
    if (!response.ok) return null;
    const body = await response.text();
    if (Buffer.byteLength(body) > DOCUMENT_MAX_BYTES) return null;
    const document = JSON.parse(body) as Record<string, unknown>;
    // The document must name itself: a page listing another client's metadata proves nothing.
    if (document.client_id !== url) return null;
    const parsed = OAuthClientMetadataSchema.safeParse(document);
    if (!parsed.success || !parsed.data.redirect_uris.length) return null;
    const method = parsed.data.token_endpoint_auth_method;
    if (method !== undefined && method !== "none") return null;
    return document;
  } catch (error) {
    log.warn({ err: error, url }, "oauth client metadata document unreadable");
    return null;
  }
}

/**
 * The SDK's client registry over the oauth_clients table: registrations (RFC 7591, saved as public clients: the
 * generated secret is dropped) and client ID metadata documents, fetched on first use and again once stale.
 */
export function clientsStore(store: OAuthStore): OAuthRegisteredClientsStore {
  return {
    async getClient(clientId) {
      if (clientId.length > 2000) return undefined;
      const row = await storedClient(store.db, clientId);
      if (isDocumentClientId(clientId, store.appUrl)) {
        const fresh = row?.fetchedAt && store.clock.now().getTime() - row.fetchedAt.getTime() < CLIENT_DOCUMENT_TTL_MS;
        if (row && fresh) return asPublic(row.metadata, clientId);
        const document = await fetchDocument(store, clientId);
        if (!document) return undefined;
        await saveClientDocument(store.db, store.clock, clientId, document);
        return asPublic(document, clientId);
      }
      return row?.kind === "registered" ? asPublic(row.metadata, clientId) : undefined;
    },
    async registerClient(client) {
      const { client_secret: _secret, client_secret_expires_at: _expires, ...metadata } = client as OAuthClientInformationFull;
      const info: OAuthClientInformationFull = { ...metadata, token_endpoint_auth_method: "none" };
      const { client_id: id, client_id_issued_at: _issued, ...stored } = info;
      await saveRegisteredClient(store.db, store.clock, id, stored);
      return info;
    },
  };
}

/** The name the consent page and Connected apps show: the client's own, else its site's host, else its id. */
export function clientName(client: OAuthClientInformationFull): string {
  const name = client.client_name?.trim();
  if (name) return name.slice(0, 100);
  const site = client.client_uri ?? (URL.canParse(client.client_id) ? client.client_id : null);
  return site && URL.canParse(site) ? new URL(site).host : client.client_id.slice(0, 100);
}
