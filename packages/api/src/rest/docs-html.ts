import { buildOpenApiDocument } from "./openapi";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A readable, dependency-free rendering of the OpenAPI document (no CDN, works offline). */
export function renderApiDocsHtml(): string {
  const doc = buildOpenApiDocument();
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op: op as Record<string, unknown> })),
  );
  const sections = ops
    .map(({ path, method, op }) => {
      const responses = Object.entries((op.responses ?? {}) as Record<string, { description: string; content?: unknown }>)
        .map(([code, r]) => `<li><code>${code}</code> ${escape(r.description)}</li>`)
        .join("");
      const ref = (op.requestBody as { $ref?: string } | undefined)?.$ref?.replace("#/components/requestBodies/", "");
      const requestBody = ref ? doc.components.requestBodies[ref] : op.requestBody;
      const body = requestBody ? `<details><summary>Request body${ref ? ` (${escape(ref)})` : ""}</summary><pre>${escape(JSON.stringify(requestBody, null, 2))}</pre></details>` : "";
      const params = (op.parameters as unknown[]).length
        ? `<details><summary>Parameters</summary><pre>${escape(JSON.stringify(op.parameters, null, 2))}</pre></details>`
        : "";
      const ok = Object.values((op.responses ?? {}) as Record<string, { content?: unknown }>)[0];
      return `<section id="${escape(String(op.operationId))}"><h2><span class="m m-${method}">${method.toUpperCase()}</span> <code>/api${escape(path)}</code></h2>
<p>${escape(typeof op.summary === "string" ? op.summary : "")}</p>${params}${body}<details><summary>Response</summary><pre>${escape(JSON.stringify(ok?.content ?? {}, null, 2))}</pre></details><ul>${responses}</ul></section>`;
    })
    .join("\n");
  const schemas = `<section><h2>Schemas</h2><pre>${escape(JSON.stringify(doc.components.schemas, null, 2))}</pre></section>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Understudy API</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:24px;color:#111;background:#fff}h1{margin-bottom:4px}
section{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0}h2{font-size:16px;margin:0 0 6px}pre{background:#f6f6f8;padding:10px;overflow:auto;border-radius:6px;font-size:12px}
.m{display:inline-block;min-width:64px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px}.m-get{background:#1d4ed8}.m-post{background:#047857}.m-put{background:#b45309}.m-delete{background:#b91c1c}
code{font-size:14px}</style></head><body><h1>Understudy API</h1><p>${escape(doc.info.description)}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${doc.openapi}).</p>
${sections}${schemas}</body></html>`;
}
