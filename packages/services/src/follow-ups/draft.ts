import { eq } from "drizzle-orm";
import { users } from "@understudy/db/schema";
import { GMAIL_COMPOSE_SCOPE } from "@understudy/integrations/google";
import type { UserContext } from "../context";
import { ServiceError } from "../errors";
import { googleDeps, type GoogleDeps } from "../google/deps";
import { openSession, requireConnection, toServiceError } from "../google/internal";
import { recapMomentUrl } from "../recaps/links";
import { findFollowUpItem } from "./item";
import { rfc2822 } from "./message";
import { hasScope, needsPermission } from "./permission";
import { presentAttendeeEmails } from "./recipients";
import type { DraftFollowUpResponse, FollowUpInput } from "./schemas";

/**
 * "Draft follow-up email": a Gmail draft (users.drafts.create) to the people who were present, about one action
 * item. Nothing is sent: the user reads, edits and sends it from Gmail. Without gmail.compose granted yet, the
 * answer is Google's consent for that scope alone.
 */
export async function draftFollowUpEmail({ ctx, input, deps = googleDeps(ctx.deps) }: { ctx: UserContext; input: FollowUpInput; deps?: GoogleDeps }): Promise<DraftFollowUpResponse> {
  const { userId } = ctx.actor;
  const { item, meeting } = await findFollowUpItem(ctx.db, userId, input.action_item_id);
  const connection = await requireConnection(ctx.db, userId);
  if (!hasScope(connection, GMAIL_COMPOSE_SCOPE)) return needsPermission(ctx, deps, GMAIL_COMPOSE_SCOPE, "create drafts in Gmail");

  const [user] = await ctx.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  const to = await presentAttendeeEmails(ctx.db, {
    meetingId: meeting.id,
    userId,
    owner: { name: user?.name ?? null, email: user?.email ?? "" },
    attendees: meeting.attendees,
    ownEmails: [user?.email ?? null, connection.googleEmail],
  });
  if (to.length === 0) throw new ServiceError("UNPROCESSABLE", "Nobody who was present in this meeting has an email address Understudy knows, so there is no one to address the draft to");

  const subject = `Follow-up: ${meeting.title}`;
  const due = item.dueDate ?? item.dueText;
  const body = [
    "Hi all,",
    "",
    `Following up on ${meeting.title} (${meeting.scheduledAt.toISOString().slice(0, 10)}):`,
    "",
    `- ${item.text}${item.ownerName ? ` (${item.ownerName})` : ""}${due ? `, due ${due}` : ""}`,
    "",
    `Where it came up: ${recapMomentUrl(ctx.deps.config.appUrl, meeting.id, item.startSeconds)}`,
    "",
    user?.name ? `Thanks,\n${user.name}` : "Thanks",
  ].join("\n");

  try {
    const session = openSession(ctx, deps, connection);
    const draft = await session.gmail.createDraft(rfc2822({ to, subject, body }));
    ctx.log.info({ actionItemId: item.id, recipients: to.length }, "follow-up draft created");
    return { outcome: "draft_created", draft_id: draft.id, to, subject, open_url: `https://mail.google.com/mail/#drafts${draft.messageId ? `?compose=${draft.messageId}` : ""}` };
  } catch (error) {
    throw await toServiceError(ctx, userId, error);
  }
}
