/*
 * The floor of GET /api/meetings?limit=N: what the product's request must do and nothing else, over the
 * `postgres` driver directly. Served by the minimal Next route (src/app/api/meetings/route.ts) and by the
 * bare node:http server (bench/src/api/bare-server.ts), so both floors run one copy of it.
 *
 * The SQL is the text drizzle builds for the product (packages/services/src/auth/resolve-actor.ts and
 * meetings/list.ts): the personal API token's hash looked up with its user, its last-use stamp refreshed at
 * most once a minute, then the page in index order with each row's newest ready summary overview joined
 * LATERAL. The body is byte for byte the product's (the bench compares them before measuring).
 */
import { createHash, randomUUID } from "node:crypto";
import postgres from "postgres";

const LAST_USED_RESOLUTION_MS = 60_000;

/** $1 the token's hash, $2 true, $3 1. */
export const TOKEN_LOOKUP = `select "api_tokens"."id", "users"."id" as user_id, "users"."role", "api_tokens"."last_used_at"
  from "api_tokens" inner join "users" on "users"."id" = "api_tokens"."user_id"
  where ("api_tokens"."token_hash" = $1 and "api_tokens"."revoked_at" is null and "users"."is_active" = $2) limit $3`;

/** $1 the user id, $2 limit, $3 offset, $4 'ready', $5 1. */
export const MEETINGS_PAGE = `select "page"."id", "page"."title", "page"."description", "page"."scheduled_at", "page"."duration_minutes",
    "page"."meeting_url", "page"."platform", "page"."status", "page"."bot_attended", "page"."bot_cover", "page"."summary", "page"."source",
    "page"."created_at", "page"."updated_at", coalesce("overview", "page"."summary") as summary_text
  from (select "id", "title", "description", "scheduled_at", "duration_minutes", "meeting_url", "platform", "status",
      "bot_attended", "bot_cover", "summary", "source", "created_at", "updated_at"
    from "meetings" where "meetings"."user_id" = $1
    order by "meetings"."scheduled_at" desc, "meetings"."id" desc limit $2 offset $3) "page"
  left join lateral (select nullif(btrim("content"->>'overview'), '') as "overview" from "meeting_summaries"
    where ("meeting_summaries"."meeting_id" = "page"."id" and "meeting_summaries"."status" = $4)
    order by "meeting_summaries"."version" desc limit $5) "latest_summary" on true
  order by "page"."scheduled_at" desc, "page"."id" desc`;
const MAX_LIMIT = 500;

interface TokenRow {
  id: string;
  user_id: string;
  role: string;
  last_used_at: Date | null;
}

interface MeetingRow {
  id: string;
  title: string;
  description: string | null;
  scheduled_at: Date;
  duration_minutes: number;
  meeting_url: string | null;
  platform: string;
  status: string;
  bot_attended: boolean;
  bot_cover: boolean | null;
  summary_text: string | null;
  source: string;
  created_at: Date;
  updated_at: Date;
}

export interface FloorResponse {
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** A pool as the product's (`createDb`: 10 connections, named prepared statements). */
export function floorSql(url: string, name: string): postgres.Sql {
  return postgres(url, { max: 10, onnotice: () => {}, connection: { application_name: name } });
}

const json = (status: number, body: string): FloorResponse => ({
  status,
  body,
  headers: { "content-type": "application/json", "cache-control": "no-store", "x-request-id": randomUUID() },
});

const unauthenticated = () => json(401, '{"detail":"Not authenticated"}');

export async function meetingsPage(sql: postgres.Sql, authorization: string | null, limitParam: string | null): Promise<FloorResponse> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1];
  if (!token?.startsWith("ust_")) return unauthenticated();
  const limit = limitParam === null ? 100 : Number(limitParam);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) return json(422, '{"detail":"limit: out of range"}');

  const hash = createHash("sha256").update(token).digest("hex");
  const [auth] = await sql.unsafe<TokenRow[]>(TOKEN_LOOKUP, [hash, true, 1], { prepare: true });
  if (!auth) return unauthenticated();
  const now = new Date();
  if (!auth.last_used_at || now.getTime() - auth.last_used_at.getTime() > LAST_USED_RESOLUTION_MS) {
    await sql`update "api_tokens" set "last_used_at" = ${now} where "api_tokens"."id" = ${auth.id}`;
  }
  const rows = await sql.unsafe<MeetingRow[]>(MEETINGS_PAGE, [auth.user_id, limit, 0, "ready", 1], { prepare: true });
  return json(
    200,
    JSON.stringify(
      rows.map((m) => ({
        id: m.id,
        title: m.title,
        description: m.description,
        scheduled_at: m.scheduled_at.toISOString(),
        duration_minutes: m.duration_minutes,
        meeting_url: m.meeting_url,
        platform: m.platform,
        status: m.status,
        bot_attended: m.bot_attended,
        bot_cover: m.bot_cover,
        summary: m.summary_text,
        source: m.source,
        created_at: m.created_at.toISOString(),
        updated_at: m.updated_at.toISOString(),
      })),
    ),
  );
}
