import { BellRingIcon, ClockIcon, ListChecksIcon, SparklesIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@understudy/ui/card";

const STEPS = [
  { icon: ClockIcon, text: "Bot waits 5 minutes for you to join" },
  { icon: BellRingIcon, text: "Announces itself if you don't show up" },
  { icon: ListChecksIcon, text: "Captures attendance and transcript" },
  { icon: SparklesIcon, text: "Generates AI-powered summary" },
];
const PLATFORMS = ["Zoom Meetings & Webinars", "Google Meet", "Microsoft Teams (Beta)", "More platforms coming"];

/** docs/product.md#meeting-bots, the explainer panel: how the stand-in works and where it can go. */
export function BotsExplainer() {
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle asChild className="text-base">
          <h2>How Meeting Bots work</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 px-5">
        <ul className="grid gap-3 text-sm">
          {STEPS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Icon className="size-4" aria-hidden />
              </span>
              <span className="pt-1">{text}</span>
            </li>
          ))}
        </ul>
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">Supported platforms</h3>
          <ul className="grid gap-1 text-sm text-muted-foreground">
            {PLATFORMS.map((p) => (
              <li key={p}>• {p}</li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
