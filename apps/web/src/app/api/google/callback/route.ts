import type { NextRequest } from "next/server";
import { systemClock } from "@understudy/services";
import { handleGoogleCallback, resolveGoogleDeps } from "@understudy/services/google";
import { db } from "~/server/db";
import { log } from "~/server/log";
import { renderPopupPage } from "./popup-page";

export const dynamic = "force-dynamic";

/** Google sends the consent popup back here; the grant is stored and the popup closes itself. */
export async function GET(request: NextRequest) {
  const outcome = await handleGoogleCallback({
    db,
    clock: systemClock,
    log,
    headers: request.headers,
    query: request.nextUrl.searchParams,
    deps: resolveGoogleDeps,
  });
  return new Response(renderPopupPage(outcome), {
    status: outcome.ok ? 200 : 400,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });
}
