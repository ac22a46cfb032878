import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { avatarSettings, users } from "@understudy/db/schema";
import type { ServiceContext, UserContext } from "../context";
import { findCommitment } from "./commitments";
import { assertAvatarEligible } from "./eligibility";
import type { AvatarSettingsResponse } from "./schemas";
import { getAvatarSettings } from "./settings";

/** Turns read for the brief: the user's most recent ones. */
const MAX_TURNS = 3000;
const STOP = new Set(
  "about above after again against also because been before being below between both could does doing down during each even every from further have having here itself just like maybe more most much need only other over really right same should some something such than that their them then there these they thing things think this those through under until very want what when where which while will with would your yeah okay actually probably basically mean know kind sort going gonna stuff guess little pretty quite though people anyway course".split(
    " ",
  ),
);
const POSITION = /\b(i think|i believe|i'd prefer|i prefer|we should|my view|i'd rather|i don't think|i feel|in my opinion|the point is)\b/i;

interface OwnTurn {
  meeting_id: string;
  title: string;
  scheduled_at: Date | string;
  content: string;
}

/**
 * The persona brief, built only from the user's own turns (matched on their account name, as eligibility is):
 * how they speak, the topics they keep coming back to, and positions they have stated, each with where. No other
 * speaker's words are read. Positions that sound like commitments are left out, so the brief never seeds one.
 */
export async function buildPersonaBrief(db: Executor, userId: string): Promise<string | null> {
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  const name = user?.name?.trim();
  if (!name) return null;
  const turns = await db.execute<OwnTurn & Record<string, unknown>>(sql`
    select ts.meeting_id, m.title, m.scheduled_at, ts.content
    from transcript_segments ts join meetings m on m.id = ts.meeting_id and m.user_id = ts.user_id
    where ts.user_id = ${userId} and lower(btrim(ts.speaker)) = lower(${name})
    order by m.scheduled_at desc, ts.seq asc
    limit ${MAX_TURNS}
  `);
  if (turns.length === 0) return null;
  const first = name.split(/\s+/)[0];
  const words = turns.map((t) => t.content.split(/\s+/).filter(Boolean).length);
  const average = Math.round(words.reduce((a, b) => a + b, 0) / words.length);
  const questions = turns.filter((t) => t.content.trim().endsWith("?")).length / turns.length;

  // Topics: words the user uses in the most meetings (document frequency), not the most often in one.
  const perMeeting = new Map<string, Set<string>>();
  for (const t of turns) {
    for (const w of t.content.toLowerCase().match(/[a-z][a-z-]{4,}/g) ?? []) {
      if (STOP.has(w)) continue;
      const meetingsOf = perMeeting.get(w) ?? new Set<string>();
      meetingsOf.add(t.meeting_id);
      perMeeting.set(w, meetingsOf);
    }
  }
  const topics = [...perMeeting.entries()]
    .filter(([, ms]) => ms.size >= 2)
    .sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]))
    .slice(0, 8)
    .map(([w]) => w);

  const positions: string[] = [];
  const seen = new Set<string>();
  for (const t of turns) {
    for (const sentence of t.content.split(/(?<=[.!?])\s+/)) {
      const n = sentence.split(/\s+/).length;
      if (positions.length >= 6 || n < 6 || n > 30 || !POSITION.test(sentence) || findCommitment({ question: "", answer: sentence })) continue;
      const key = sentence.toLowerCase().replace(/[^a-z ]/g, "");
      if (seen.has(key)) continue;
      seen.add(key);
      positions.push(`- “${sentence.trim()}” (${t.title}, ${new Date(t.scheduled_at).toISOString().slice(0, 10)})`);
    }
  }
  return [
    `How ${first} speaks: about ${average} words a turn; ${questions > 0.25 ? "asks a lot of questions" : "mostly states rather than asks"}.`,
    topics.length ? `Recurring topics: ${topics.join(", ")}.` : "",
    positions.length ? `Positions ${first} has stated:\n${positions.join("\n")}` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/** After a meeting: rebuilt for users who set the avatar up, unless they edited the brief themselves. */
export async function refreshPersonaBrief(ctx: ServiceContext, userId: string): Promise<boolean> {
  const brief = await buildPersonaBrief(ctx.db, userId);
  if (!brief) return false;
  const updated = await ctx.db
    .update(avatarSettings)
    .set({ personaBrief: brief, updatedAt: ctx.clock.now() })
    .where(and(eq(avatarSettings.userId, userId), isNull(avatarSettings.personaEditedAt)))
    .returning({ userId: avatarSettings.userId });
  return updated.length > 0;
}

/** "Rebuild from my meetings": replaces the brief (also an edited one, which the user asked to discard). */
export async function rebuildPersonaBrief({ ctx }: { ctx: UserContext }): Promise<AvatarSettingsResponse> {
  await assertAvatarEligible(ctx);
  const brief = await buildPersonaBrief(ctx.db, ctx.actor.userId);
  const now = ctx.clock.now();
  await ctx.db
    .insert(avatarSettings)
    .values({ userId: ctx.actor.userId, personaBrief: brief, personaEditedAt: null, updatedAt: now })
    .onConflictDoUpdate({ target: avatarSettings.userId, set: { personaBrief: brief, personaEditedAt: null, updatedAt: now } });
  return getAvatarSettings({ ctx });
}
