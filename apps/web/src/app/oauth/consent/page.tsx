import type { Metadata } from "next";
import { TRPCError } from "@trpc/server";
import { Button } from "@understudy/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@understudy/ui/card";
import { serverCaller, serverMe } from "~/server/caller";
import { decide } from "./actions";
import { REQUEST_FIELDS, requestFromQuery } from "./request";

export const metadata: Metadata = { title: "Connect an app" };
export const dynamic = "force-dynamic";

type Query = Record<string, string | string[] | undefined>;

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1>{title}</h1>
          </CardTitle>
        </CardHeader>
        {children}
      </Card>
    </main>
  );
}

/**
 * OAuth consent for an AI assistant (the authorization endpoint sends the browser here): signed in with the usual
 * session, the user sees which app asks, what it may do and where it sends them back, and allows or denies it.
 */
export default async function ConsentPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const request = requestFromQuery(query);
  const me = await serverMe();
  if (!me) {
    const here = `/oauth/consent?${new URLSearchParams(Object.entries(request).filter((e): e is [string, string] => typeof e[1] === "string")).toString()}`;
    return (
      <Frame title="Sign in to connect an app">
        <CardContent className="text-muted-foreground text-sm">An AI assistant asks to use your Understudy meetings. Sign in first; you then decide what it may do.</CardContent>
        <CardFooter>
          <Button asChild>
            <a href={`/api/auth/google?next=${encodeURIComponent(here)}`}>Sign in with Google</a>
          </Button>
        </CardFooter>
      </Frame>
    );
  }
  let details;
  try {
    details = await (await serverCaller()).oauth.describe(request);
  } catch (error) {
    const message = error instanceof TRPCError && error.code !== "INTERNAL_SERVER_ERROR" ? error.message : "This request cannot be completed";
    return (
      <Frame title="This app cannot be connected">
        <CardContent className="text-muted-foreground text-sm" role="alert">
          {message}. Go back to the app and try connecting again.
        </CardContent>
      </Frame>
    );
  }
  return (
    <Frame title={`Allow ${details.client_name} to use your meetings?`}>
      <form action={decide}>
        <CardContent className="flex flex-col gap-4 text-sm">
          <CardDescription>
            Signed in as <strong>{me.email}</strong>. {details.client_name} will act as you in Understudy, only as far as you allow here. It is sent back to{" "}
            <code className="font-mono text-xs">{details.redirect_origin}</code>.
          </CardDescription>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-medium">It may</legend>
            {details.scopes.map((s) => (
              <label key={s.scope} className="flex items-start gap-2">
                <input type="checkbox" name="allowed_scopes" value={s.scope} defaultChecked className="mt-0.5 size-4" />
                <span>{s.description}</span>
              </label>
            ))}
          </fieldset>
          <p className="text-muted-foreground text-xs">You can disconnect it at any time under Settings → Connected apps.</p>
          {REQUEST_FIELDS.map((f) => (request[f] === undefined ? null : <input key={f} type="hidden" name={f} value={request[f]} />))}
        </CardContent>
        <CardFooter className="flex justify-end gap-2">
          <Button type="submit" name="decision" value="deny" variant="outline">
            Deny
          </Button>
          <Button type="submit" name="decision" value="allow">
            Allow
          </Button>
        </CardFooter>
      </form>
    </Frame>
  );
}
