export * from "./plans";
export * from "./schemas";
export * from "./status";
