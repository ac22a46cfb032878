import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@understudy/api";

export type Preferences = inferRouterOutputs<AppRouter>["bots"]["preferences"]["get"];
export type CoverRule = Preferences["cover_rule"];
export type OwnerJoin = Preferences["on_owner_join"];

export const COVER_RULE_OPTIONS: { value: CoverRule; label: string; hint: string }[] = [
  { value: "all_with_link", label: "All meetings with a link", hint: "Every Zoom, Google Meet or Microsoft Teams meeting in your calendar." },
  { value: "organised_by_me", label: "Only meetings I organise", hint: "Meetings you created or that name you as the organiser." },
  { value: "external_only", label: "Only external meetings", hint: "Someone from outside your organisation (another email domain) is invited." },
  { value: "none", label: "None", hint: "No automatic bots. You can still turn the bot on for one meeting, or send one from the Bots page." },
];

export const OWNER_JOIN_OPTIONS: { value: OwnerJoin; label: string; hint: string }[] = [
  { value: "leave", label: "Hand over and leave", hint: "When you arrive within the 5 minutes, the bot leaves the meeting to you." },
  { value: "stay_silent", label: "Keep recording silently", hint: "The bot stays without announcing itself and captures the whole meeting." },
];
