import type { NextRequest } from "next/server";
import { handlers } from "~/server/auth";
import { signInLimited } from "~/server/request";

export const dynamic = "force-dynamic";
export const GET = handlers.GET;

export async function POST(request: NextRequest) {
  return signInLimited(request) ?? handlers.POST(request);
}
