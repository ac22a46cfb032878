import { systemContext } from "@understudy/services/context";
import type { AppDeps } from "@understudy/services/deps";
import { ServiceError } from "@understudy/services/errors";
import type { Logger } from "@understudy/services/logger";
import { unsubscribeFromRecaps } from "@understudy/services/recaps";
import { errorResponse } from "../errors";

const MAX_BODY_BYTES = 1024;

/**
 * `POST /api/recaps/unsubscribe?token=…`: a recap email's one-click unsubscribe (RFC 8058 §3.2: the mail client
 * POSTs `List-Unsubscribe=One-Click` as a form, with no cookie) and the unsubscribe page's button. No sign-in: the
 * signed token says who. Answers JSON (`{message}`, or `{detail}` with 400 for a token this server did not sign).
 * A GET changes nothing (RFC 8058 §3.1: link checkers fetch URLs in mail); it says where to go instead.
 */
export async function answerRecapUnsubscribe(request: Request, deps: AppDeps, log: Logger): Promise<Response> {
  const headers = { "cache-control": "no-store" };
  try {
    if (request.method !== "POST") throw new ServiceError("METHOD_NOT_ALLOWED", "Unsubscribe with POST; the link in the email opens a page that does it");
    if (Number(request.headers.get("content-length") ?? "0") > MAX_BODY_BYTES) throw new ServiceError("PAYLOAD_TOO_LARGE", "Payload too large");
    const token = new URL(request.url).searchParams.get("token");
    const result = await unsubscribeFromRecaps({ ctx: systemContext(deps, log), token });
    return Response.json(result, { headers });
  } catch (error) {
    const response = errorResponse(error);
    if (response.status >= 500) log.error({ err: error }, "recap unsubscribe failed");
    return response;
  }
}
