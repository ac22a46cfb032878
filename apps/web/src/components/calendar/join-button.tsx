import { ExternalLinkIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";

/** Opens the meeting link in a new tab (only http(s) links ever reach the page). */
export function JoinButton({ url, label }: { url: string; label: string }) {
  return (
    <Button asChild size="sm">
      <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`Join Meeting: ${label} (opens in a new tab)`}>
        <ExternalLinkIcon aria-hidden />
        Join Meeting
      </a>
    </Button>
  );
}
