import { Hono } from "hono";
import type { CalendarDirectory } from "../calendar/directory";
import type { GoogleOAuthService } from "../oauth";
import { gmailControlRoutes } from "./control-routes";
import { MailboxDirectory } from "./directory";
import { gmailDraftRoutes } from "./drafts";
import { gmailRoutes } from "./routes";

export { MailboxDirectory, MAIL_DRIFT_INTERVAL_MS } from "./directory";
export { GMAIL_FAULTS, GMAIL_SCOPES } from "./routes";
export { parseQuery, matches } from "./query";

/** Gmail v1 (messages.list/get, attachments.get, drafts.create/list) for every sandbox account, plus its test controls. */
export function createGoogleGmail(oauth: GoogleOAuthService, calendars: CalendarDirectory): { routes: Hono; mailboxes: MailboxDirectory } {
  const mailboxes = new MailboxDirectory(() => oauth.ctx.now(), calendars);
  oauth.ctx.onReset(() => mailboxes.clear());
  const drafts = gmailDraftRoutes(oauth);
  oauth.ctx.onReset(() => drafts.clear());
  const routes = new Hono();
  routes.route("/", gmailRoutes(oauth, mailboxes));
  routes.route("/", drafts.routes);
  routes.route("/", gmailControlRoutes(oauth, mailboxes));
  return { routes, mailboxes };
}
