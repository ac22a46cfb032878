import type { NextRequest } from "next/server";
import { handleSlackCallback } from "@understudy/services/slack";
import { appDeps } from "~/server/deps";
import { log } from "~/server/log";

export const dynamic = "force-dynamic";

/**
 * Slack sends the install back here (the whole tab went to Slack's consent): the bot token is stored, then the
 * browser returns to Settings, which reads the connection and shows the outcome's message.
 */
export async function GET(request: NextRequest) {
  const outcome = await handleSlackCallback({ deps: appDeps(), log, headers: request.headers, query: request.nextUrl.searchParams });
  const target = new URL("/settings", request.nextUrl.origin);
  target.searchParams.set(outcome.ok ? "slack" : "slack_error", outcome.message);
  target.hash = "slack";
  return new Response(null, { status: 303, headers: { Location: `${target.pathname}${target.search}${target.hash}`, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}
