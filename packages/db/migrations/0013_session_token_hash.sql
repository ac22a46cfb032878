-- Session tokens are bearer secrets: keep only their SHA-256 (hex), as personal API tokens are kept.
-- sha256() is built into PostgreSQL 11+ (and PGlite), so no pgcrypto is needed. Rows that already look like a
-- hash are left alone, so running this twice changes nothing (next-auth's raw tokens are UUIDs, never 64 hex).
UPDATE "sessions" SET "session_token" = encode(sha256(convert_to("session_token", 'UTF8')), 'hex')
WHERE "session_token" !~ '^[0-9a-f]{64}$';
