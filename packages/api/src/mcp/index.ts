export { handleMcpRequest, type McpDeps } from "./handler";
export { createMcpServer } from "./server";
