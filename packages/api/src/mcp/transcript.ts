import type { z } from "zod";
import type { MeetingCaptureResponse } from "@understudy/services/bots";
import { NotFoundError } from "@understudy/services/errors";
import { transcriptHref } from "@understudy/services/search";
import { absolute } from "./links";
import type { TranscriptPage, TranscriptToolInput } from "./shapes";

type Turn = z.infer<typeof MeetingCaptureResponse>["transcript"][number];

/** The turn being spoken at `seconds`: the last one that started by then (the first turn before anyone spoke). */
function turnAt(turns: readonly Turn[], seconds: number): number {
  let found = 0;
  for (let i = 0; i < turns.length; i++) {
    if ((turns[i] as Turn).start_seconds <= seconds) found = i;
    else break;
  }
  return found;
}

/** A page of the transcript from a turn offset, or around a moment (a second, or a turn's id) with `before` turns of context. */
export function transcriptPage(capture: { live: boolean; transcript: readonly Turn[] }, input: z.infer<typeof TranscriptToolInput>, appUrl: string): TranscriptPage {
  const turns = capture.transcript;
  let focus: number | null = null;
  if (input.segment_id !== undefined) {
    focus = turns.findIndex((t) => t.segment_id === input.segment_id);
    if (focus < 0) throw new NotFoundError("Transcript turn");
  } else if (input.at_seconds !== undefined && turns.length) {
    focus = turnAt(turns, input.at_seconds);
  }
  const offset = focus === null ? input.offset : Math.max(0, focus - input.before);
  const { limit } = input;
  return {
    meeting_id: input.meeting_id,
    live: capture.live,
    total: turns.length,
    offset,
    limit,
    next_offset: offset + limit < turns.length ? offset + limit : null,
    focus_segment_id: focus === null ? null : (turns[focus] as Turn).segment_id,
    segments: turns.slice(offset, offset + limit).map((s) => {
      const link = transcriptHref(input.meeting_id, s.start_seconds);
      return { ...s, link, url: absolute(appUrl, link) };
    }),
  };
}
