import { ExternalLinkIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { cn } from "@understudy/ui/lib/utils";

/** "Join Meeting": the meeting's own link, in a new tab (said to screen readers too). */
export function JoinMeetingButton({ url, size, className }: { url: string; size?: "sm"; className?: string }) {
  return (
    <Button asChild size={size} className={cn(className)}>
      <a href={url} target="_blank" rel="noopener noreferrer">
        <ExternalLinkIcon aria-hidden />
        Join Meeting
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}
