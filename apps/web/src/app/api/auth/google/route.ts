import type { NextRequest } from "next/server";
import { signIn } from "~/server/auth";
import { appDeps } from "~/server/deps";
import { clientIp, tooManyRequests } from "~/server/request";

export const dynamic = "force-dynamic";

/** SPEC §7 GET /auth/google: a plain link that starts Google sign-in and lands on the dashboard. */
export async function GET(request: NextRequest) {
  const retryAfter = await appDeps().limits.signIn.hit(clientIp(request), Date.now());
  if (retryAfter > 0) return tooManyRequests(retryAfter);
  const next = request.nextUrl.searchParams.get("next");
  const redirectTo = next?.startsWith("/") && !next.startsWith("//") ? next : "/dashboard";
  await signIn("google", { redirectTo });
}
