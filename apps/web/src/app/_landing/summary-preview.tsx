import { Badge } from "@understudy/ui/badge";
import { BotIcon, CheckCircle2Icon } from "lucide-react";

/** A static illustration of an AI summary for the hero (decorative; the text repeats the features). */
export function SummaryPreview() {
  return (
    <div
      aria-hidden
      className="bg-card text-card-foreground w-full max-w-md rounded-xl border p-5 text-left shadow-lg shadow-black/5"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold">Weekly product sync</p>
          <p className="text-muted-foreground text-xs">Zoom · 45 min</p>
        </div>
        <Badge variant="success">
          <BotIcon />
          Bot attended
        </Badge>
      </div>
      <div className="mt-4 space-y-3 text-sm">
        <div>
          <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">Key points</p>
          <p className="mt-1">Launch moved to the 14th; onboarding flow tested well with five customers.</p>
        </div>
        <div>
          <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">Action items</p>
          <ul className="mt-1 space-y-1">
            <li className="flex items-start gap-2">
              <CheckCircle2Icon className="text-success mt-0.5 size-4 shrink-0" />
              Ada drafts the release notes by Friday
            </li>
            <li className="flex items-start gap-2">
              <CheckCircle2Icon className="text-success mt-0.5 size-4 shrink-0" />
              Grace reviews the pricing page copy
            </li>
          </ul>
        </div>
        <div>
          <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">Decisions</p>
          <p className="mt-1">Ship the Teams integration as beta.</p>
        </div>
      </div>
    </div>
  );
}
