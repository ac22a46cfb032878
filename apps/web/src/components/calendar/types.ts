import type { RouterOutputs } from "@understudy/api";

export type GoogleStatus = RouterOutputs["google"]["status"];
export type CalendarEvent = RouterOutputs["calendar"]["events"]["events"][number];
export type DetectedInvite = RouterOutputs["gmail"]["meetings"]["meetings"][number];
export type NotificationItem = RouterOutputs["notifications"]["list"]["notifications"][number];
