import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import type { MeetingResponse } from "@understudy/services/meetings";
import { toServiceError } from "../errors";
import type { McpContext } from "./context";
import { meetingDetails } from "./meeting-details";
import type { MeetingDetails } from "./shapes";
import { absolute } from "./links";
import { allows } from "./scopes";
import { meetingLine, meetingText } from "./text";

/** How far back "the last meeting with them" is looked for: past meetings read, newest first. */
const LOOK_BACK_MEETINGS = 25;

interface Person {
  name: string;
  email: string | null;
}
const key = (p: { name: string | null; email: string | null }) => (p.email ?? p.name ?? "").toLowerCase();

/** A meeting's people other than the user: whom the invitation names, and whoever the bot saw attend. */
async function peopleOf(ctx: McpContext, d: MeetingDetails): Promise<Person[]> {
  const { people } = await ctx.caller.meetings.people({ id: d.meeting.id });
  const seen = new Map<string, Person>();
  for (const p of people) if (!p.self) seen.set(key(p), { name: p.name ?? p.email, email: p.email });
  for (const a of d.attendance) if (!a.is_owner && !seen.has(key(a))) seen.set(key(a), { name: a.name, email: a.email });
  return [...seen.values()];
}

/** The newest past meeting any of `people` was invited to or attended, other than `except`. */
async function lastMeetingWith(ctx: McpContext, people: readonly Person[], except: string): Promise<MeetingDetails | null> {
  if (!people.length) return null;
  const wanted = new Set(people.map(key));
  const past: MeetingResponse[] = await ctx.caller.meetings.list({ past: true, order: "desc", limit: LOOK_BACK_MEETINGS, offset: 0 });
  for (const m of past) {
    if (m.id === except) continue;
    const details = await meetingDetails(ctx, m.id);
    if ((await peopleOf(ctx, details)).some((p) => wanted.has(key(p)))) return details;
  }
  return null;
}

/**
 * "Prepare me for my next meeting": the meeting (the next upcoming one, or the one named), who will be there, the
 * last meeting with them and the action items still open from it, gathered by the same procedures the tools call,
 * then handed to the assistant as one message to brief the user from.
 */
export function registerPrompts(server: McpServer, ctx: McpContext): void {
  if (!allows(ctx, "meetings:read")) return;
  server.registerPrompt(
    "prepare_for_meeting",
    {
      title: "Prepare me for my next meeting",
      description: "Who will be there, what happened the last time you met them, and which action items are still open.",
      argsSchema: { meeting_id: z.string().max(100).optional().describe("A meeting's id; the next upcoming meeting when left out") },
    },
    async ({ meeting_id }) => {
      try {
        const next = meeting_id ? null : (await ctx.caller.meetings.list({ upcoming: true, order: "asc", limit: 1, offset: 0 }))[0];
        const id = meeting_id ?? next?.id;
        if (!id) return { description: "No upcoming meeting", messages: [{ role: "user", content: { type: "text", text: "I have no upcoming meetings in Understudy. Tell me so, and offer to look at my recent ones instead." } }] };
        const meeting = await meetingDetails(ctx, id);
        const people = await peopleOf(ctx, meeting);
        const last = await lastMeetingWith(ctx, people, meeting.meeting.id);
        // The items still open are the records (a ticked one is done), not every task the summary once named.
        const open = last ? (await ctx.caller.actionItems.list({ meeting_id: last.meeting.id, status: "open", limit: 50, offset: 0 })).items : [];
        const text = [
          "Prepare me for this meeting in a short briefing: who will be there, what we last discussed with them, and what is still open, with the links.",
          "",
          `Meeting: ${meetingLine(meeting.meeting)} ${meeting.meeting.url}`,
          `People: ${people.length ? people.map((p) => (p.email ? `${p.name} <${p.email}>` : p.name)).join(", ") : "nobody else is listed"}`,
          "",
          last ? `The last meeting with them:\n${meetingText(last, ctx.appUrl)}` : "I have not met any of them in the meetings Understudy holds.",
          "",
          open.length ? `Open action items from it:\n${open.map((a) => `- ${a.text}${a.owner ? ` (${a.owner}${a.due ? `, ${a.due}` : ""})` : ""} ${absolute(ctx.appUrl, a.link)}`).join("\n")}` : "No action items are open from it.",
          "",
          "Use search_meetings (participant: a person's email) and get_transcript (at_seconds) for more detail if needed.",
        ].join("\n");
        return { description: `Briefing for ${meeting.meeting.title}`, messages: [{ role: "user", content: { type: "text", text } }] };
      } catch (error) {
        const e = toServiceError(error);
        if (e.code === "NOT_FOUND") throw new McpError(ErrorCode.InvalidParams, e.message);
        ctx.log.error({ err: error }, "mcp prompt failed");
        throw new McpError(ErrorCode.InternalError, "The briefing could not be prepared");
      }
    },
  );
}
