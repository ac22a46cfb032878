"use client";

import Link from "next/link";
import { useState } from "react";
import { CalendarPlusIcon, CheckCircle2Icon, InboxIcon, MailIcon } from "lucide-react";
import { Badge } from "@understudy/ui/badge";
import { Button } from "@understudy/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Skeleton } from "@understudy/ui/skeleton";
import { Spinner } from "@understudy/ui/spinner";
import { MeetingTimeText } from "~/components/time/time-zone-provider";
import { DeployBotButton } from "./deploy-bot-button";
import { JoinButton } from "./join-button";
import { PlatformBadge } from "./platform-badge";
import type { DetectedInvite } from "./types";

export interface InvitesCardProps {
  invites: DetectedInvite[];
  loading: boolean;
  stale: boolean;
  addingId: string | null;
  onAdd: (invite: DetectedInvite, opener: HTMLElement) => void;
}

const shortUrl = (url: string) => url.replace(/^https?:\/\//, "").replace(/\?.*$/, "");

/** How many invites show before "Show all". */
export const INVITES_SHOWN = 6;

export function InvitesCard({ invites, loading, stale, addingId, onAdd }: InvitesCardProps) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? invites : invites.slice(0, INVITES_SHOWN);
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-base">
            <MailIcon className="size-4 text-muted-foreground" aria-hidden />
            Detected Meeting Invites
            {!loading && <Badge variant="secondary">{invites.length}</Badge>}
          </h2>
        </CardTitle>
        <CardDescription>
          {stale ? "Gmail could not be reached just now; these are the invites found earlier." : "Zoom, Google Meet and Teams links found in the last two weeks of Gmail."}
        </CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {loading ? (
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-hidden>
            {[0, 1].map((i) => (
              <li key={i} className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-lg border p-3 sm:p-4">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-8 w-full" />
              </li>
            ))}
          </ul>
        ) : invites.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
            <InboxIcon className="size-8 text-muted-foreground" aria-hidden />
            <p className="text-sm font-medium">No meeting invites detected</p>
            <p className="max-w-sm text-sm text-muted-foreground">Invites with a Zoom, Google Meet or Teams link will show up here.</p>
          </div>
        ) : (
          <ul id="detected-invites-list" className="grid grid-cols-[minmax(0,1fr)] gap-3">
            {shown.map((invite) => (
              <li key={invite.email_id} className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-lg border p-3 sm:p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="min-w-0 text-sm font-semibold [overflow-wrap:anywhere]">{invite.subject}</h3>
                  {invite.meeting_id ? (
                    <Badge variant="outline" asChild>
                      <Link href={`/meetings/${invite.meeting_id}`}>
                        <CheckCircle2Icon aria-hidden />
                        In your meetings
                      </Link>
                    </Badge>
                  ) : (
                    <Button size="sm" variant="ghost" disabled={addingId === invite.email_id} onClick={(e) => onAdd(invite, e.currentTarget)} aria-label={`Add to Meetings: ${invite.subject}`}>
                      {addingId === invite.email_id ? <Spinner label="Adding…" className="text-current" /> : <CalendarPlusIcon aria-hidden />}
                      Add to Meetings
                    </Button>
                  )}
                </div>
                <p className="flex flex-wrap gap-x-2 text-sm text-muted-foreground">
                  <span className="[overflow-wrap:anywhere]">{invite.sender || "Unknown sender"}</span>
                  {invite.date && (
                    <>
                      <span aria-hidden>·</span>
                      <time dateTime={invite.date}><MeetingTimeText value={invite.date} /></time>
                    </>
                  )}
                </p>
                {invite.meeting_urls.length > 0 && (
                  <ul className="grid grid-cols-[minmax(0,1fr)] gap-2" aria-label="Meeting links">
                    {invite.meeting_urls.map((link) => (
                      <li key={link.url} className="flex flex-col gap-2 rounded-md bg-muted/50 p-2 sm:flex-row sm:items-center sm:justify-between">
                        <div className="flex min-w-0 items-center gap-2">
                          <PlatformBadge platform={link.platform} />
                          <span className="min-w-0 truncate text-xs text-muted-foreground" title={link.url}>
                            {shortUrl(link.url)}
                          </span>
                        </div>
                        <div className="flex shrink-0 flex-wrap gap-2">
                          <JoinButton url={link.url} label={invite.subject} />
                          <DeployBotButton meetingUrl={link.url} label={invite.subject} />
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
                {invite.body_snippet && <p className="line-clamp-2 text-sm [overflow-wrap:anywhere] text-muted-foreground">{invite.body_snippet}</p>}
              </li>
            ))}
          </ul>
        )}
        {!loading && invites.length > INVITES_SHOWN && (
          <Button variant="ghost" size="sm" className="mt-3 w-full" aria-expanded={expanded} aria-controls="detected-invites-list" onClick={() => setExpanded((v) => !v)}>
            {expanded ? "Show fewer invites" : `Show all ${invites.length} invites`}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
