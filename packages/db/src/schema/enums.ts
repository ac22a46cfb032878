import { pgEnum } from "drizzle-orm/pg-core";

export const userRole = pgEnum("user_role", ["user", "admin"]);
export const subscriptionPlan = pgEnum("subscription_plan", ["free", "pro"]);
export const meetingPlatform = pgEnum("meeting_platform", ["zoom", "google_meet", "teams", "other"]);
export const meetingStatus = pgEnum("meeting_status", ["scheduled", "in_progress", "completed", "cancelled"]);
export const meetingSource = pgEnum("meeting_source", ["manual", "calendar", "gmail"]);
export const paymentStatus = pgEnum("payment_status", ["paid", "failed", "pending"]);

export const MEETING_PLATFORMS = meetingPlatform.enumValues;
export const MEETING_STATUSES = meetingStatus.enumValues;
export type MeetingPlatform = (typeof MEETING_PLATFORMS)[number];
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
