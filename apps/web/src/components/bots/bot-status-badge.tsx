import { Badge } from "@understudy/ui/badge";
import { BOT_STATUS_LABELS, BOT_STATUS_VARIANTS, displayBotStatus } from "~/lib/bot-status";

export function BotStatusBadge({ status }: { status: string }) {
  const shown = displayBotStatus(status);
  return <Badge variant={BOT_STATUS_VARIANTS[shown]}>{BOT_STATUS_LABELS[shown]}</Badge>;
}

/** docs/product.md#meeting-bots: a Live pulse while the bot is recording. */
export function LivePulse() {
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-medium text-red-600 dark:text-red-400">
      <span className="relative flex size-2" aria-hidden>
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-500 opacity-75 motion-reduce:animate-none" />
        <span className="relative inline-flex size-2 rounded-full bg-red-500" />
      </span>
      Live
    </span>
  );
}
