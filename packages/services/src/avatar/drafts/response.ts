import type { AvatarDraft } from "@understudy/db/schema";
import type { AvatarDraftResponse } from "./schemas";

export function draftResponse(d: AvatarDraft): AvatarDraftResponse {
  return {
    id: d.id,
    meeting_id: d.meetingId,
    turn_id: d.turnId,
    asked_by: d.askedBy,
    heard: d.heard,
    proposed: d.proposed,
    final_text: d.finalText,
    sources: d.sources,
    state: d.state,
    deadline: d.deadline.toISOString(),
    decided_at: d.decidedAt?.toISOString() ?? null,
    spoken_at: d.spokenAt?.toISOString() ?? null,
  };
}
