import Link from "next/link";
import { ArrowLeftIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";

export function BackToMeetings() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit text-muted-foreground">
      <Link href="/meetings">
        <ArrowLeftIcon aria-hidden />
        Back to meetings
      </Link>
    </Button>
  );
}
