"use client";

import { useEffect, useState } from "react";
import type { LiveLine, LiveState } from "./types";

export type Connection = "connecting" | "live" | "reconnecting" | "missing";

/**
 * The meeting's live stream over EventSource (`GET /api/meetings/{id}/live`, the browser's session cookie).
 * EventSource reconnects by itself and sends the last id it saw, so the server resumes after it; lines are
 * keyed by their seq, so a line the provider delivered twice shows once.
 */
export function useLiveStream(meetingId: string) {
  const [state, setState] = useState<LiveState | null>(null);
  const [lines, setLines] = useState<LiveLine[]>([]);
  const [connection, setConnection] = useState<Connection>("connecting");

  useEffect(() => {
    const source = new EventSource(`/api/meetings/${meetingId}/live`);
    const bySeq = new Map<number, LiveLine>();
    source.addEventListener("open", () => setConnection("live"));
    source.addEventListener("error", () => {
      // Closed for good (an answer that is not a stream, such as a 404): EventSource does not retry those.
      setConnection(source.readyState === EventSource.CLOSED ? "missing" : "reconnecting");
    });
    source.addEventListener("state", (e) => setState(JSON.parse((e as MessageEvent<string>).data) as LiveState));
    source.addEventListener("line", (e) => {
      const { line } = JSON.parse((e as MessageEvent<string>).data) as { line: LiveLine | null };
      if (!line || bySeq.has(line.seq)) return;
      bySeq.set(line.seq, line);
      setLines([...bySeq.values()].sort((a, b) => a.seq - b.seq));
    });
    return () => source.close();
  }, [meetingId]);

  return { state, lines, connection };
}
