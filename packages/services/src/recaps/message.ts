import type { MailAddress, OutgoingMail } from "@understudy/integrations/mail";
import type { Recap } from "./compose";
import { recapSettingsUrl, unsubscribePageUrl, unsubscribePostUrl } from "./links";
import { oneLine, recapSubject, sharerName, type RecapAudience } from "./message-parts";
import { recapHtml } from "./render-html";
import { recapText } from "./render-text";
import { unsubscribeToken } from "./unsubscribe-token";

/** The rendered recap, as a preview shows it and as the message carries it. */
export interface RecapMessage {
  subject: string;
  html: string;
  text: string;
}

export function renderRecap(recap: Recap, audience: RecapAudience): RecapMessage {
  return { subject: recapSubject(recap), html: recapHtml(recap, audience), text: recapText(recap, audience) };
}

/**
 * The owner's recap email. One-click unsubscribe as RFC 8058 §3.1 asks: `List-Unsubscribe` with an https URI the
 * mail client POSTs `List-Unsubscribe=One-Click` to, and `List-Unsubscribe-Post` saying so (Gmail and Yahoo
 * require both of bulk senders since February 2024). The footer's visible link opens a page with one button.
 */
export function ownerRecapMail(recap: Recap, args: { from: MailAddress; appUrl: string; linkSecret: string; messageId: string }): OutgoingMail {
  const token = unsubscribeToken(args.linkSecret, recap.userId);
  const message = renderRecap(recap, { kind: "owner", unsubscribeUrl: unsubscribePageUrl(args.appUrl, token), settingsUrl: recapSettingsUrl(args.appUrl) });
  return {
    from: args.from,
    to: [{ name: recap.owner.name, address: recap.owner.email }],
    ...message,
    messageId: args.messageId,
    headers: {
      "List-Unsubscribe": `<${unsubscribePostUrl(args.appUrl, token)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "X-Understudy-Recap": recap.meetingId,
    },
  };
}

/** The copy the owner shares with one person who was there: from the app, replies to the owner, no list headers (a one-off send a person chose). */
export function sharedRecapMail(recap: Recap, args: { from: MailAddress; to: MailAddress; messageId: string }): OutgoingMail {
  const message = renderRecap(recap, { kind: "share", sharedBy: sharerName(recap) });
  return {
    from: { name: oneLine(`${sharerName(recap)} via Understudy`).slice(0, 100), address: args.from.address },
    to: [args.to],
    replyTo: { name: recap.owner.name, address: recap.owner.email },
    ...message,
    messageId: args.messageId,
    headers: { "X-Understudy-Recap": recap.meetingId },
  };
}
