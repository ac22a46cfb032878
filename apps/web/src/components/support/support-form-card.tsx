"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SendIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Input } from "@understudy/ui/input";
import { Label } from "@understudy/ui/label";
import { Textarea } from "@understudy/ui/textarea";
import { toast } from "@understudy/ui/toaster";
import { serverDetail } from "~/components/settings/server-detail";
import { useTRPC } from "~/trpc/react";
import { MESSAGE_MAX, SUBJECT_MAX, serverSupportErrors, validateSupportDraft, type SupportDraft, type SupportErrors } from "./support-form";

const EMPTY: SupportDraft = { subject: "", message: "" };

/** Pro's email support: subject and message, checked here as on the server, sent to the support team. */
export function SupportFormCard({ email }: { email: string | undefined }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<SupportDraft>(EMPTY);
  const [errors, setErrors] = useState<SupportErrors>({});
  const send = useMutation(trpc.support.send.mutationOptions());

  const edit = (field: keyof SupportDraft) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setDraft((d) => ({ ...d, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateSupportDraft(draft);
    setErrors(found);
    if (found.subject || found.message) return;
    try {
      const receipt = await send.mutateAsync({ subject: draft.subject.trim(), message: draft.message.trim() });
      toast.success(receipt.delivered ? "Message sent to support" : "Message received", { description: receipt.message });
      setDraft(EMPTY);
    } catch (error) {
      const fields = serverSupportErrors(error);
      setErrors(fields);
      if (!fields.subject && !fields.message) toast.error("Failed to send your message", { description: serverDetail(error) });
    } finally {
      void queryClient.invalidateQueries({ queryKey: trpc.support.requests.queryKey() });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Email support</h2>
        </CardTitle>
        <CardDescription>
          Write to our team; we reply {email ? <>to <span className="text-foreground font-medium">{email}</span></> : "by email"} within 24 to 48 hours.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <Label htmlFor="support-subject">Subject</Label>
            <Input
              id="support-subject"
              value={draft.subject}
              onChange={edit("subject")}
              maxLength={SUBJECT_MAX}
              placeholder="e.g. The bot did not join my 10am call"
              aria-invalid={errors.subject ? true : undefined}
              aria-describedby={errors.subject ? "support-subject-error" : undefined}
              autoComplete="off"
            />
            {errors.subject ? (
              <p id="support-subject-error" className="text-destructive text-sm">
                {errors.subject}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="support-message">Message</Label>
            <Textarea
              id="support-message"
              value={draft.message}
              onChange={edit("message")}
              maxLength={MESSAGE_MAX}
              rows={7}
              className="min-h-40"
              placeholder="What happened, which meeting, and what you expected."
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? "support-message-error support-message-count" : "support-message-count"}
            />
            <div className="flex items-start justify-between gap-3">
              {errors.message ? (
                <p id="support-message-error" className="text-destructive text-sm">
                  {errors.message}
                </p>
              ) : (
                <span />
              )}
              <p id="support-message-count" className="text-muted-foreground shrink-0 text-xs tabular-nums">
                {draft.message.length}/{MESSAGE_MAX}
              </p>
            </div>
          </div>
          <Button type="submit" disabled={send.isPending} className="self-start">
            <SendIcon aria-hidden />
            {send.isPending ? "Sending…" : "Send message"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
