import { Hono } from "hono";
import { createSandboxContext } from "./core/context";
import { controlRoutes } from "./core/control-routes";
import { jsonResponse } from "./core/http";
import { createGoogleCalendar } from "./google/calendar";
import { createGoogleGmail } from "./google/gmail";
import { createGoogleOAuth } from "./google/oauth";
import { createOpenAI } from "./openai";
import { createRerank } from "./rerank";
import { createElevenLabs } from "./elevenlabs";
import { createStripe } from "./stripe";
import { createBots, type BotsConfig } from "./bots";
import { createAttendee } from "./attendee";
import { createMail, type Mailbox } from "./mail";
import { createSlack } from "./slack";
import { createPush } from "./push";

export interface SandboxAppOptions {
  /** Public base URL, used verbatim as the OIDC issuer (e.g. `http://localhost:4010`). */
  issuer: string;
  clock?: () => Date;
  /** Bot provider settings (webhook URL and secret, time scale); see bots/engine.ts. */
  bots?: Partial<BotsConfig>;
  /** Where the SMTP sink (started by startSandbox) puts what it receives; the mail control routes read it. */
  mailbox?: Mailbox;
}

/**
 * The sandbox: local stand-ins for third-party APIs, all on one Hono app.
 * Each service lives in its own folder and is mounted here.
 */
export function createSandboxApp(options: SandboxAppOptions): Hono {
  const ctx = createSandboxContext(options);
  const googleOAuth = createGoogleOAuth(ctx);
  const googleCalendar = createGoogleCalendar(googleOAuth.service);
  const googleGmail = createGoogleGmail(googleOAuth.service, googleCalendar.calendars);
  const stripe = createStripe(ctx);
  const openai = createOpenAI(ctx);
  const rerank = createRerank(ctx);
  const elevenlabs = createElevenLabs(ctx);
  const bots = createBots(ctx, options.bots);
  const attendee = createAttendee(ctx);
  const mail = createMail(ctx, options.mailbox);
  const slack = createSlack(ctx);
  const push = createPush(ctx);

  const app = new Hono();
  app.use("*", ctx.chaos.middleware());
  app.get("/", () => jsonResponse({ name: "Understudy sandbox", issuer: ctx.issuer, services: ["google-oauth", "stripe"], pages: { mail: "/__sandbox/mail" } }));
  app.route("/", controlRoutes(ctx));
  app.route("/", googleOAuth.routes);
  app.route("/", googleCalendar.routes);
  app.route("/", googleGmail.routes);
  app.route("/", stripe.routes);
  app.route("/", openai.routes);
  app.route("/", rerank.routes);
  app.route("/", elevenlabs.routes);
  app.route("/", bots.routes);
  app.route("/", attendee.routes);
  app.route("/", mail.routes);
  app.route("/", slack.routes);
  app.route("/", push.routes);
  app.onError((error) => {
    console.error("[sandbox] unhandled error", error);
    return jsonResponse({ error: "server_error", error_description: "Internal sandbox error." }, 500);
  });
  return app;
}
