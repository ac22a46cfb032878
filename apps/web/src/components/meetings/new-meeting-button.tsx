"use client";

import { PlusIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { requestNewMeeting } from "./new-meeting-requests";

/** Where the dialog hands focus back when it was opened without a button (from `?new=1`). */
export const NEW_MEETING_BUTTON_ID = "new-meeting";

export function NewMeetingButton() {
  return (
    <Button id={NEW_MEETING_BUTTON_ID} onClick={(e) => requestNewMeeting(e.currentTarget)} className="self-start sm:self-auto">
      <PlusIcon aria-hidden />
      New Meeting
    </Button>
  );
}
