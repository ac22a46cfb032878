import type { NextRequest } from "next/server";
import { handlers } from "~/server/auth";
import { withDetailErrors } from "~/server/auth-errors";
import { signInLimited } from "~/server/request";

export const dynamic = "force-dynamic";

export async function GET(request: NextRequest) {
  return withDetailErrors(await handlers.GET(request));
}

export async function POST(request: NextRequest) {
  return (await signInLimited(request)) ?? withDetailErrors(await handlers.POST(request));
}
