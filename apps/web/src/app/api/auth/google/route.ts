import type { NextRequest } from "next/server";
import { signIn } from "~/server/auth";
import { signInLimited } from "~/server/request";

export const dynamic = "force-dynamic";

/** docs/product.md#the-rest-calls GET /auth/google: a plain link that starts Google sign-in and lands on the dashboard. */
export async function GET(request: NextRequest) {
  const limited = await signInLimited(request);
  if (limited) return limited;
  const next = request.nextUrl.searchParams.get("next");
  const redirectTo = next?.startsWith("/") && !next.startsWith("//") ? next : "/dashboard";
  await signIn("google", { redirectTo });
}
