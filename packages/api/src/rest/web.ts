import { answerRest, type RestDeps } from "./handler";

/** The /api contract for a web Request (an App Router route handler, a test): answerRest over fetch's types. */
export async function handleRestRequest(request: Request, deps: RestDeps): Promise<Response> {
  const answer = await answerRest(
    { method: request.method, url: new URL(request.url), headers: request.headers, readBody: async () => new Uint8Array(await request.arrayBuffer()) },
    deps,
  );
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
