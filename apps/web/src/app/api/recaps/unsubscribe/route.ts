import { answerRecapUnsubscribe } from "@understudy/api/rest";
import { appDeps } from "~/server/deps";
import { log } from "~/server/log";

export const dynamic = "force-dynamic";

/** A recap email's one-click unsubscribe (RFC 8058) and the unsubscribe page's button: no sign-in, a signed token. */
export function POST(request: Request): Promise<Response> {
  return answerRecapUnsubscribe(request, appDeps(), log);
}

export function GET(request: Request): Promise<Response> {
  return answerRecapUnsubscribe(request, appDeps(), log);
}
