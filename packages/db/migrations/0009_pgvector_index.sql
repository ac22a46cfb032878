-- Semantic search where the server offers pgvector (PGlite with its vector extension, most hosted PostgreSQL).
-- Debian's PostgreSQL has no pgvector: then nothing happens here and search runs on full text alone.
-- A role that may not create the extension gets a notice, not a failed migration; the app checks pg_extension at run time.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS vector;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pgvector is available but this role may not create it; semantic search stays off';
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    -- Only rows of the default size are indexed (a cast of another size would fail); queries repeat the predicate.
    EXECUTE 'CREATE INDEX IF NOT EXISTS transcript_chunks_embedding_idx ON transcript_chunks USING hnsw ((embedding::vector(256)) vector_cosine_ops) WHERE dimensions = 256';
  END IF;
END $$;
