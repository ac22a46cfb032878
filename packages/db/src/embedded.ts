import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { vector } from "@electric-sql/pglite-pgvector";
import { PgliteWireServer } from "./embedded/pglite-server";

export interface EmbeddedPostgres {
  url: string;
  close(): Promise<void>;
}

/**
 * PGlite behind a loopback PostgreSQL port, so the app, pg-boss and the CLI all use the same `postgres`
 * driver they use against a real server. `dataDir` undefined means in memory (tests). pgvector, btree_gin and pg_trgm are
 * loaded so the migrations can install them: the embedded default has semantic search and per-user GIN indexes.
 */
export async function startEmbeddedPostgres(options: { dataDir?: string; port?: number } = {}): Promise<EmbeddedPostgres> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir ?? "memory://", { extensions: { vector, btree_gin, pg_trgm } });
  const server = new PgliteWireServer(pglite);
  const port = await server.listen(options.port ?? 0);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    async close() {
      await server.close();
      await pglite.close();
    },
  };
}
