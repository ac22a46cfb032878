import Link from "next/link";
import { ShieldAlertIcon } from "lucide-react";
import { buttonVariants } from "@understudy/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";

/** What a signed-in user without the admin role sees on /admin (the server refuses admin.* too). */
export function NotAuthorized() {
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <CardHeader className="justify-items-center">
        <span className="bg-destructive/10 text-destructive mb-2 flex size-12 items-center justify-center rounded-full">
          <ShieldAlertIcon className="size-6" aria-hidden />
        </span>
        <CardTitle asChild className="text-xl">
          <h2>Not authorized</h2>
        </CardTitle>
        <CardDescription>The admin dashboard is only available to administrators.</CardDescription>
      </CardHeader>
      <CardContent>
        <Link href="/dashboard" className={buttonVariants({ variant: "outline" })}>
          Back to Dashboard
        </Link>
      </CardContent>
    </Card>
  );
}
