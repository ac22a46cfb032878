import { BotIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";

export function BotsEmptyState({ onDeploy }: { onDeploy: () => void }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-muted">
        <BotIcon className="size-6 text-muted-foreground" aria-hidden />
      </div>
      <h3 className="text-lg font-semibold">No Active Bot Sessions</h3>
      <p className="max-w-sm text-sm text-muted-foreground">Deploy a bot to a Zoom, Google Meet or Microsoft Teams meeting and it will cover for you.</p>
      <Button className="mt-2" onClick={onDeploy}>
        Deploy Your First Bot
      </Button>
    </div>
  );
}
