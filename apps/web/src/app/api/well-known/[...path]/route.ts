import { answerWellKnown } from "@understudy/api/oauth";
import { appDeps } from "~/server/deps";

export const dynamic = "force-dynamic";

/**
 * /.well-known/* (rewritten here by next.config.ts): the OAuth metadata documents an assistant discovers the app
 * by, and a JSON 404 for any other name, where the landing page's redirect used to answer.
 */
async function serveWellKnown(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  return answerWellKnown(request.method, `/.well-known/${path.join("/")}`, appDeps().config.appUrl);
}

export { serveWellKnown as GET, serveWellKnown as HEAD, serveWellKnown as OPTIONS, serveWellKnown as POST };
