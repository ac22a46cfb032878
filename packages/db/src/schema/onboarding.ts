import { jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { meetings } from "./meetings";
import { users } from "./users";

/** The first-run guide's steps, in the order the dashboard offers them (docs/product.md#first-run-guide). */
export const ONBOARDING_STEPS = ["google", "coverage", "retention", "practice"] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
/** What the user did with a step in the guide; a step can also be done elsewhere (Settings, Calendar), which the service reads. */
export type OnboardingOutcome = "done" | "skipped";

/** One row per user who has touched the guide; absent = nothing recorded, guide open. */
export const userOnboarding = pgTable("user_onboarding", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  steps: jsonb().$type<Partial<Record<OnboardingStep, OnboardingOutcome>>>().notNull().default({}),
  /** Set when the user closes the guide; cleared when they resume it. */
  dismissedAt: timestamp({ withTimezone: true, mode: "date" }),
  /** The meeting the practice run created, so the guide can link to its transcript and summary. */
  practiceMeetingId: uuid().references(() => meetings.id, { onDelete: "set null" }),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
