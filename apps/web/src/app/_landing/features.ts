import {
  BarChart3Icon,
  BotIcon,
  CalendarSyncIcon,
  type LucideIcon,
  SearchIcon,
  SparklesIcon,
  UserRoundIcon,
} from "lucide-react";

export interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
  pro?: boolean;
}

export const FEATURES: readonly Feature[] = [
  {
    icon: BotIcon,
    title: "AI bot attendance",
    description:
      "Running late or double-booked? Your bot waits 5 minutes for you to join, then attends in your place, announces itself and captures attendance and the transcript.",
  },
  {
    icon: SparklesIcon,
    title: "AI meeting summaries",
    description:
      "Every meeting becomes a clear summary with key points, action items and decisions, ready minutes after the call ends.",
  },
  {
    icon: CalendarSyncIcon,
    title: "Calendar & Gmail sync",
    description:
      "Connect your Google account: meetings from your calendar and invites detected in your inbox land on your dashboard automatically.",
  },
  {
    icon: SearchIcon,
    title: "Natural-language search",
    description:
      "Ask “what did we decide about the Q3 budget?” and search across every transcript and summary in plain English.",
  },
  {
    icon: BarChart3Icon,
    title: "Meeting analytics",
    description: "See your attendance, time spent in meetings and productivity trends at a glance.",
  },
  {
    icon: UserRoundIcon,
    title: "AI Avatar",
    description:
      "After 40+ meetings, your AI Avatar can attend and respond in your voice, so the meeting goes on even when you can't be there.",
    pro: true,
  },
];

export interface Step {
  title: string;
  description: string;
}

export const STEPS: readonly Step[] = [
  {
    title: "Connect your calendar",
    description: "Sign in with Google and link your calendar and Gmail. Understudy finds your meetings and invites.",
  },
  {
    title: "AI bot attendance",
    description:
      "If you're not there 5 minutes in, your bot joins Zoom, Google Meet or Microsoft Teams and records for you.",
  },
  {
    title: "Smart summaries",
    description: "Get key points, action items and decisions from every meeting, searchable whenever you need them.",
  },
];
