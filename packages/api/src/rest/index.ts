export { answerRest, isRestPath, MAX_BODY_BYTES, type RestAnswer, type RestDeps, type RestExchange } from "./handler";
export { handleRestNodeRequest } from "./node";
export { handleRestRequest } from "./web";
export { buildOpenApiDocument } from "./openapi";
export { restRoutes } from "./routes";
export type { RestRoute } from "./define";
export { renderApiDocsHtml } from "./docs-html";
export { answerWebhook, readWebhookBody } from "./webhook";
export { answerRecapUnsubscribe } from "./unsubscribe";
