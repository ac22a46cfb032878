import { Suspense } from "react";
import { BotIcon } from "lucide-react";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { MeetingBotChoices } from "./meeting-bot-choices";

/**
 * Settings → Meeting bot. The card and its words are server HTML, on the first screen with no hydration to wait
 * for; the choices are a client boundary of their own, hydrated in a slice after the shell (docs/decisions/016).
 */
export function MeetingBotCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Meeting bot</h2>
        </CardTitle>
        <CardDescription>Understudy sends a stand-in bot to the meetings you choose. It waits 5 minutes for you, then announces itself and captures attendance and the transcript.</CardDescription>
        <CardAction>
          <BotIcon className="text-muted-foreground size-4" aria-hidden />
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <Suspense>
          <MeetingBotChoices />
        </Suspense>
      </CardContent>
    </Card>
  );
}
