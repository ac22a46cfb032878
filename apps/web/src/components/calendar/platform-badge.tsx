import { Badge } from "@understudy/ui/badge";
import { cn } from "@understudy/ui/lib/utils";
import { platformLabel } from "~/lib/format";

const STYLES: Record<string, string> = {
  zoom: "border-sky-500/30 bg-sky-500/10 text-sky-700 dark:text-sky-300",
  google_meet: "border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300",
  teams: "border-violet-500/30 bg-violet-500/10 text-violet-700 dark:text-violet-300",
  microsoft_teams: "border-violet-500/30 bg-violet-500/10 text-violet-700 dark:text-violet-300",
};

/** The meeting platform as a small tinted badge (zoom, google_meet, teams/microsoft_teams, other). */
export function PlatformBadge({ platform, className }: { platform: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STYLES[platform] ?? "text-muted-foreground", className)}>
      {platformLabel(platform)}
    </Badge>
  );
}
