"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Button } from "@understudy/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@understudy/ui/dialog";
import { Spinner } from "@understudy/ui/spinner";
import { toast } from "@understudy/ui/toaster";
import { useTRPC } from "~/trpc/react";
import {
  EMPTY_MEETING_FORM,
  formValuesFromMeeting,
  hasRequiredFields,
  serverFieldErrors,
  toMeetingPayload,
  validateMeetingForm,
  type MeetingFormErrors,
  type MeetingFormField,
  type MeetingFormValues,
} from "./meeting-form";
import { FIELD_IDS, MeetingFormFields } from "./meeting-form-fields";
import type { Meeting } from "./types";

import type { MeetingDialogProps } from "./meeting-form-dialog";

const FIELD_ORDER: MeetingFormField[] = ["title", "description", "scheduledAt", "duration", "meetingUrl", "platform"];

/** 'Create New Meeting' and, prefilled from a card, 'Edit Meeting' (which saves with `meetings.update`). */
export function MeetingFormDialogBody({ state, fallbackFocus, onOpenChange }: MeetingDialogProps) {
  const editing = state.mode === "edit";
  return (
    <Dialog open={state.open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          // The dialog has no trigger of its own: hand focus back to the button that opened it.
          const target = state.opener?.isConnected ? state.opener : fallbackFocus ? document.getElementById(fallbackFocus) : null;
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Meeting" : "Create New Meeting"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Update the details of this meeting."
              : "Add a meeting to your schedule. Understudy can attend it for you if you are late or absent."}
          </DialogDescription>
        </DialogHeader>
        <MeetingForm
          key={state.session}
          meeting={state.mode === "edit" ? state.meeting : null}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function MeetingForm({ meeting, onDone }: { meeting: Meeting | null; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<MeetingFormValues>(() => (meeting ? formValuesFromMeeting(meeting) : EMPTY_MEETING_FORM));
  const [touched, setTouched] = useState<Partial<Record<MeetingFormField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<MeetingFormErrors>({});

  const invalidate = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.meetings.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.analytics.pathKey() }),
  ]);

  const create = useMutation(trpc.meetings.create.mutationOptions());
  const update = useMutation(trpc.meetings.update.mutationOptions());
  const pending = create.isPending || update.isPending;

  const clientErrors = validateMeetingForm(values);
  const errors: MeetingFormErrors = {};
  for (const field of FIELD_ORDER) {
    const message = serverErrors[field] ?? ((submitted || touched[field]) ? clientErrors[field] : undefined);
    if (message) errors[field] = message;
  }

  function change<K extends MeetingFormField>(field: K, value: MeetingFormValues[K]) {
    setValues((prev) => ({ ...prev, [field]: value }));
    setServerErrors((prev) => {
      if (!(field in prev)) return prev;
      const next = { ...prev };
      delete next[field];
      return next;
    });
  }

  function focusFirstError(found: MeetingFormErrors) {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${FIELD_IDS[first]}`)?.focus();
  }

  function onFailure(error: unknown, message: string) {
    const fieldErrors = serverFieldErrors(error);
    setServerErrors(fieldErrors);
    toast.error(message);
    focusFirstError(fieldErrors);
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const payload = toMeetingPayload(values);
    if (!payload) {
      focusFirstError(clientErrors);
      return;
    }
    if (meeting) {
      update.mutate(
        { id: meeting.id, patch: payload },
        {
          onSuccess: () => {
            toast.success("Meeting updated successfully");
            onDone();
            void invalidate();
          },
          onError: (error) => onFailure(error, "Failed to update meeting"),
        },
      );
    } else {
      create.mutate(payload, {
        onSuccess: () => {
          toast.success("Meeting created successfully");
          onDone();
          void invalidate();
        },
        onError: (error) => onFailure(error, "Failed to create meeting"),
      });
    }
  }

  const submitLabel = meeting ? "Save Changes" : "Create Meeting";
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-6" aria-busy={pending || undefined}>
      <MeetingFormFields
        values={values}
        errors={errors}
        onChange={change}
        onBlur={(field) => setTouched((prev) => (prev[field] ? prev : { ...prev, [field]: true }))}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!hasRequiredFields(values) || pending}>
          {pending && <Spinner label={meeting ? "Saving…" : "Creating…"} className="text-current" />}
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
