import type { IncomingMessage, ServerResponse } from "node:http";
import type { HeaderReader } from "../trpc";
import { answerRest, type RestAnswer, type RestDeps } from "./handler";

/*
 * The /api contract on Node's own request and response, as a Next.js Pages API route (or node:http) hands
 * them over. The App Router's route handlers would first build a web Request from them and pipe a web
 * Response back through a stream; on the contract's hot reads that bridge was most of Next's cost
 * (docs/architecture.md, "How a request flows").
 */

function headerReader(request: IncomingMessage): HeaderReader {
  return {
    get(name) {
      const value = request.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
  };
}

/**
 * At most `maxBytes + 1` bytes of the body: the adapter refuses anything past `maxBytes`. The rest is read and
 * dropped, not left unread: leaving the loop early would destroy the request, and with it the socket the 413
 * must go out on.
 */
async function readBody(request: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    if (size <= maxBytes) chunks.push(chunk);
    size += chunk.byteLength;
  }
  return Buffer.concat(chunks, Math.min(size, maxBytes + 1));
}

function send(response: ServerResponse, answer: RestAnswer): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of answer.headers) {
    const key = name.toLowerCase();
    const previous = headers[key];
    headers[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  if (!answer.stream) {
    // A length, not chunks: writeHead fixes the headers before end() could count the body itself. (A file has one.)
    if (answer.body !== null) headers["content-length"] ??= String(typeof answer.body === "string" ? Buffer.byteLength(answer.body) : answer.body.byteLength);
    response.writeHead(answer.status, headers).end(answer.body ?? undefined);
    return;
  }
  response.writeHead(answer.status, headers);
  response.flushHeaders();
  const stream = answer.stream;
  void (async () => {
    try {
      for await (const chunk of stream) {
        if (response.destroyed) break;
        response.write(chunk);
      }
    } catch {
      // The stream failed after its 200 went out: closing it makes the browser reconnect from its last id.
    }
    response.end();
  })();
}

export async function handleRestNodeRequest(request: IncomingMessage, response: ServerResponse, deps: RestDeps): Promise<void> {
  const gone = new AbortController();
  response.on("close", () => gone.abort());
  const answer = await answerRest(
    {
      method: request.method ?? "GET",
      // Concatenated, not resolved against a base: a request line of "//host/x" is a path, not another origin.
      url: new URL(`http://localhost${request.url?.startsWith("/") ? request.url : "/"}`),
      headers: headerReader(request),
      readBody: (maxBytes) => readBody(request, maxBytes),
      signal: gone.signal,
    },
    deps,
  );
  send(response, answer);
}
