import { BotIcon, SparklesIcon } from "lucide-react";
import { Badge } from "@understudy/ui/badge";

export function BotAttendedBadge() {
  return (
    <Badge variant="secondary">
      <BotIcon aria-hidden />
      Bot Attended
    </Badge>
  );
}

export function SummaryAvailableBadge() {
  return (
    <Badge variant="outline">
      <SparklesIcon aria-hidden />
      AI Summary Available
    </Badge>
  );
}
