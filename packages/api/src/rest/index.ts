export { handleRestRequest, MAX_BODY_BYTES, type RestDeps } from "./handler";
export { buildOpenApiDocument } from "./openapi";
export { restRoutes } from "./routes";
export type { RestRoute } from "./define";
export { renderApiDocsHtml } from "./docs-html";
export { answerWebhook, readWebhookBody } from "./webhook";
