import type { NextRequest } from "next/server";
import { handlers } from "~/server/auth";
import { appDeps } from "~/server/deps";
import { clientIp, tooManyRequests } from "~/server/request";

export const dynamic = "force-dynamic";
export const GET = handlers.GET;

export async function POST(request: NextRequest) {
  const retryAfter = await appDeps().limits.signIn.hit(clientIp(request), Date.now());
  if (retryAfter > 0) return tooManyRequests(retryAfter);
  return handlers.POST(request);
}
