import type { NextRequest } from "next/server";
import { limits } from "@understudy/services";
import { handlers } from "~/server/auth";
import { clientIp, tooManyRequests } from "~/server/request";

export const dynamic = "force-dynamic";
export const GET = handlers.GET;

export async function POST(request: NextRequest) {
  const retryAfter = limits.signIn.hit(clientIp(request), Date.now());
  if (retryAfter > 0) return tooManyRequests(retryAfter);
  return handlers.POST(request);
}
