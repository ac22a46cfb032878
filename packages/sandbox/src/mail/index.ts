import type { SandboxContext } from "../core/context";
import { Mailbox } from "./mailbox";
import { mailRoutes } from "./routes";

export { Mailbox, MAIL_FAULTS, MAIL_FAULT_NAMESPACE, type ReceivedMail } from "./mailbox";
export { startSmtpSink, type RunningSmtpSink } from "./smtp";

/** The mail sink's HTTP side: control routes, fault switches, cleared on reset. The SMTP side is started by startSandbox. */
export function createMail(ctx: SandboxContext, mailbox: Mailbox = new Mailbox()) {
  mailbox.attach(ctx.faults);
  ctx.onReset(() => mailbox.clear());
  return { mailbox, routes: mailRoutes(mailbox) };
}
