"use client";

import { useState } from "react";
import { PlusIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { Input } from "@understudy/ui/input";
import { Label } from "@understudy/ui/label";

export const TOKEN_NAME_MAX = 100;

/** Name a new token and create it. Keeps what was typed when creation fails. */
export function CreateTokenForm({ onCreate, pending }: { onCreate: (name: string) => Promise<boolean>; pending: boolean }) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError("Enter a name for the token");
      return;
    }
    setError(null);
    if (await onCreate(trimmed)) setName("");
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-2">
      <Label htmlFor="token-name">Token name</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="token-name"
          value={name}
          maxLength={TOKEN_NAME_MAX}
          placeholder="e.g. Zapier, my laptop script"
          onChange={(e) => {
            setName(e.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "token-name-error" : "token-name-hint"}
          autoComplete="off"
        />
        <Button type="submit" disabled={pending} className="sm:w-auto">
          <PlusIcon aria-hidden />
          {pending ? "Creating…" : "Create token"}
        </Button>
      </div>
      {error ? (
        <p id="token-name-error" className="text-destructive text-sm">
          {error}
        </p>
      ) : (
        <p id="token-name-hint" className="text-muted-foreground text-xs">
          A name helps you recognise where the token is used.
        </p>
      )}
    </form>
  );
}
