"use client";

import { useSyncExternalStore } from "react";
import { CopyIcon, KeyRoundIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@understudy/ui/tabs";
import { toast } from "@understudy/ui/toaster";
import { mcpConfigs, mcpUrl, TOKEN_PLACEHOLDER } from "./mcp-configs";

const DEFAULT_ORIGIN = "http://localhost:3000";
const noSubscription = () => () => {};

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied to clipboard`);
  } catch {
    toast.error("Could not copy automatically: select the text and copy it with Ctrl+C or ⌘C.");
  }
}

function CopyButton({ text, what }: { text: string; what: string }) {
  return (
    <Button type="button" size="sm" variant="outline" onClick={() => void copy(text, what)} aria-label={`Copy ${what.toLowerCase()}`}>
      <CopyIcon aria-hidden />
      <span className="hidden sm:inline">Copy</span>
    </Button>
  );
}

/** How to connect Claude, Cursor or another MCP client to the user's meetings: the URL, a token, a config to paste. */
export function ConnectAssistantCard() {
  // The server renders the default; the browser then shows its own origin (no hydration mismatch).
  const origin = useSyncExternalStore(noSubscription, () => window.location.origin, () => DEFAULT_ORIGIN);
  const url = mcpUrl(origin);
  const configs = mcpConfigs(origin);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Connect an AI assistant</h2>
        </CardTitle>
        <CardDescription>
          Let Claude, Cursor or your own agent search your meetings, ask with citations, read transcripts, list open action items and send your stand-in to a call. It sees only your
          meetings, with the same plan rules as the app.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5 text-sm">
        <div className="flex flex-col gap-2">
          <h3 className="font-medium">1. The server URL (MCP, Streamable HTTP)</h3>
          <div className="flex items-center gap-2">
            <code className="bg-muted/40 flex-1 overflow-x-auto rounded-md border px-3 py-2 font-mono text-xs">{url}</code>
            <CopyButton text={url} what="URL" />
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="font-medium">2. Sign in, or a token</h3>
          <p className="text-muted-foreground">
            An assistant that adds a server by its URL (a connector) signs you in here and asks what it may do; it then appears under Connected apps. For a client configured by
            file, create a personal API token for the assistant under Personal API tokens and use it in place of <code className="font-mono text-xs">{TOKEN_PLACEHOLDER}</code>. Revoke
            it there to disconnect the assistant.
          </p>
          <a href="#api-tokens" className="text-primary inline-flex w-fit items-center gap-1.5 font-medium underline-offset-4 hover:underline">
            <KeyRoundIcon className="size-4" aria-hidden />
            Create a token
          </a>
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="font-medium">3. Your client’s configuration</h3>
          <Tabs defaultValue={configs[0]?.id}>
            {/* Three client names do not fit a 375 px phone on one line: they wrap rather than widen the page. */}
            <TabsList className="h-auto max-w-full flex-wrap justify-start">
              {configs.map((c) => (
                <TabsTrigger key={c.id} value={c.id}>
                  {c.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {configs.map((c) => (
              <TabsContent key={c.id} value={c.id} className="flex flex-col gap-2 pt-2">
                <p className="text-muted-foreground">{c.where}</p>
                <pre className="bg-muted/40 overflow-x-auto rounded-md border p-3 font-mono text-xs" tabIndex={0} aria-label={`${c.label} configuration`}>
                  <code>{c.snippet}</code>
                </pre>
                <div>
                  <CopyButton text={c.snippet} what={`${c.label} configuration`} />
                </div>
              </TabsContent>
            ))}
          </Tabs>
        </div>
      </CardContent>
    </Card>
  );
}
