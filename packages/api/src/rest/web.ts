import { answerRest, type RestDeps } from "./handler";

/** The /api contract for a web Request (an App Router route handler, a test): answerRest over fetch's types. */
export async function handleRestRequest(request: Request, deps: RestDeps): Promise<Response> {
  const answer = await answerRest(
    { method: request.method, url: new URL(request.url), headers: request.headers, readBody: async () => new Uint8Array(await request.arrayBuffer()), signal: request.signal },
    deps,
  );
  if (answer.stream) {
    const encoder = new TextEncoder();
    const iterator = answer.stream[Symbol.asyncIterator]();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await iterator.return?.();
      },
    });
    return new Response(body, { status: answer.status, headers: answer.headers });
  }
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
