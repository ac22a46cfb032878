import { and, count, eq, isNotNull, or, sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { meetingSummaries, meetings } from "@understudy/db/schema";
import { subjectOf, type ForUserContext, type UserContext } from "../context";
import { ServiceError } from "../errors";
import { planStateFor, type PlanState } from "./plan-state";
import { PLANS } from "./plans";
import type { EntitlementsResponse } from "./schemas";

/** Free-trial allowance of AI summaries (docs/product.md#plans-and-the-trial: Pro makes them unlimited). */
export const TRIAL_SUMMARY_LIMIT = 10;

export type ProFeature = "advanced_analytics" | "priority_bots" | "export" | "email_support" | "ai_avatar";
export type Feature = ProFeature | "bot_deploy" | "ai_summary" | "ai_answers";

const FEATURE_NAMES: Record<ProFeature, string> = {
  advanced_analytics: "Advanced analytics",
  priority_bots: "Priority bot deployment",
  export: "Export",
  email_support: "Email support",
  ai_avatar: "The AI Avatar",
};

export interface Entitlements {
  plan: PlanState["plan"];
  status: PlanState["status"];
  canDeployBots: boolean;
  /** null: unlimited; 0: none at all. */
  summaryLimit: number | null;
  advancedAnalytics: boolean;
  priorityBots: boolean;
  export: boolean;
  emailSupport: boolean;
  aiAvatar: boolean;
}

/**
 * What each plan state allows: Pro everything; the trial the basics with up to 10 summaries; after the
 * trial (or a cancelled Pro) nothing new, while what was captured stays readable.
 */
export function entitlementsOf(state: PlanState): Entitlements {
  const pro = state.plan === "pro";
  const active = state.status === "active";
  return {
    plan: state.plan,
    status: state.status,
    canDeployBots: pro || active,
    summaryLimit: pro ? null : active ? TRIAL_SUMMARY_LIMIT : 0,
    advancedAnalytics: pro,
    priorityBots: pro,
    export: pro,
    emailSupport: pro,
    aiAvatar: pro,
  };
}

const UPGRADE = `Upgrade to the ${PLANS.pro.name} plan ($${PLANS.pro.price}/month)`;

/** Why a feature is refused, naming the plan that allows it; null when allowed. */
export function refusalFor(feature: Feature, ent: Entitlements, usage: { summariesUsed?: number } = {}): string | null {
  const ended = ent.status === "expired" ? "Your Pro plan has ended" : "Your free trial has ended";
  switch (feature) {
    case "bot_deploy":
      return ent.canDeployBots ? null : `${ended}: sending new bots needs the ${PLANS.pro.name} plan. ${UPGRADE}; your past meetings stay available.`;
    // Ask (answers over all meetings) runs on the trial and Pro, like new summaries; past meetings stay searchable.
    case "ai_answers":
      return ent.plan === "pro" || ent.status === "active" ? null : `${ended}: asking your meetings needs the ${PLANS.pro.name} plan. ${UPGRADE}; search still finds everything said.`;
    case "ai_summary": {
      if (ent.summaryLimit === null) return null;
      if (ent.summaryLimit === 0) return `${ended}: new AI summaries need the ${PLANS.pro.name} plan. ${UPGRADE}; existing summaries stay readable.`;
      return (usage.summariesUsed ?? 0) < ent.summaryLimit
        ? null
        : `The free trial includes up to ${ent.summaryLimit} AI summaries. ${UPGRADE} for unlimited summaries.`;
    }
    default: {
      const allowed = { advanced_analytics: ent.advancedAnalytics, priority_bots: ent.priorityBots, export: ent.export, email_support: ent.emailSupport, ai_avatar: ent.aiAvatar }[feature];
      return allowed ? null : `${FEATURE_NAMES[feature]} is part of the ${PLANS.pro.name} plan. ${UPGRADE} to use it.`;
    }
  }
}

/** One user's entitlements at `now`; NOT_FOUND for an unknown user. */
export async function entitlementsFor(db: Executor, userId: string, now: Date): Promise<Entitlements> {
  return entitlementsOf(await planStateFor(db, userId, now));
}

export async function loadEntitlements(ctx: ForUserContext): Promise<Entitlements> {
  return entitlementsFor(ctx.db, subjectOf(ctx.actor), ctx.clock.now());
}

const summarized = () =>
  or(isNotNull(meetings.summary), sql`exists (select 1 from ${meetingSummaries} where ${meetingSummaries.meetingId} = ${meetings.id} and ${meetingSummaries.status} = 'ready')`);

/** Meetings of the user that have an AI summary, legacy text or a ready version (what the trial allowance counts). */
export async function countSummaries(ctx: ForUserContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(meetings)
    .where(and(eq(meetings.userId, subjectOf(ctx.actor)), summarized()));
  return row?.n ?? 0;
}

export async function hasSummary(ctx: UserContext, meetingId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.userId, ctx.actor.userId), summarized()))
    .limit(1);
  return Boolean(row);
}

/**
 * The server-side gate services call before doing a plan-limited thing, for the signed-in user or the one
 * the app acts for; throws SUBSCRIPTION_REQUIRED (403) with a detail that names the plan. For summaries
 * the used count is read unless given.
 */
export async function assertEntitled(ctx: ForUserContext, feature: Feature, usage: { summariesUsed?: number } = {}): Promise<Entitlements> {
  const ent = await loadEntitlements(ctx);
  const used = feature === "ai_summary" && ent.summaryLimit ? (usage.summariesUsed ?? (await countSummaries(ctx))) : usage.summariesUsed;
  const refusal = refusalFor(feature, ent, { summariesUsed: used });
  if (refusal) throw new ServiceError("SUBSCRIPTION_REQUIRED", refusal);
  return ent;
}

/** For `proProcedure`: any Pro-only capability. */
export async function assertPro(ctx: UserContext): Promise<void> {
  const ent = await loadEntitlements(ctx);
  if (ent.plan !== "pro") throw new ServiceError("SUBSCRIPTION_REQUIRED", `This feature is part of the ${PLANS.pro.name} plan. ${UPGRADE} to use it.`);
}

/** What the UI shows next to a limited feature: allowed or not, and the summary allowance used. */
export async function getEntitlements({ ctx }: { ctx: UserContext }): Promise<EntitlementsResponse> {
  const ent = await loadEntitlements(ctx);
  return {
    plan: ent.plan,
    subscription_status: ent.status,
    can_deploy_bots: ent.canDeployBots,
    summaries_used: await countSummaries(ctx),
    summary_limit: ent.summaryLimit,
    advanced_analytics: ent.advancedAnalytics,
    priority_bots: ent.priorityBots,
    export: ent.export,
    email_support: ent.emailSupport,
    ai_avatar: ent.aiAvatar,
  };
}
