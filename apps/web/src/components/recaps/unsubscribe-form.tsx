"use client";

import { useState } from "react";
import Link from "next/link";
import { Button } from "@understudy/ui/button";

type State = { kind: "idle" } | { kind: "sending" } | { kind: "done"; message: string } | { kind: "error"; message: string };

/** One button: POSTs the email's signed token; the answer is `{message}` or `{detail}`. */
export function UnsubscribeForm({ token }: { token: string | null }) {
  const [state, setState] = useState<State>({ kind: "idle" });
  if (!token) return <p role="alert">This link is missing its token. Open the link from the recap email again, or change recap emails in Settings.</p>;
  const submit = async () => {
    setState({ kind: "sending" });
    try {
      const response = await fetch(`/api/recaps/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST" });
      const body = (await response.json().catch(() => ({}))) as { message?: string; detail?: string };
      setState(response.ok ? { kind: "done", message: body.message ?? "Recap emails are off." } : { kind: "error", message: body.detail ?? "That did not work. Try again." });
    } catch {
      setState({ kind: "error", message: "Check your connection and try again." });
    }
  };
  if (state.kind === "done")
    return (
      <p role="status">
        {state.message} <Link href="/settings#recaps" className="underline underline-offset-4">Settings</Link>
      </p>
    );
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">Understudy will stop emailing you a recap after your meetings. Summaries stay on each meeting&apos;s page.</p>
      <Button onClick={() => void submit()} disabled={state.kind === "sending"} className="justify-self-start">
        {state.kind === "sending" ? "Turning off…" : "Turn off recap emails"}
      </Button>
      {state.kind === "error" && <p role="alert" className="text-sm text-destructive">{state.message}</p>}
    </div>
  );
}
