import type { NextRequest } from "next/server";
import { handleGoogleCallback } from "@understudy/services/google";
import { appDeps } from "~/server/deps";
import { log } from "~/server/log";
import { renderPopupPage } from "./popup-page";

export const dynamic = "force-dynamic";

/** Google sends the consent popup back here; the grant is stored and the popup closes itself. */
export async function GET(request: NextRequest) {
  const outcome = await handleGoogleCallback({ deps: appDeps(), log, headers: request.headers, query: request.nextUrl.searchParams });
  return new Response(renderPopupPage(outcome), {
    status: outcome.ok ? 200 : 400,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });
}
