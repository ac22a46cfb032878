export * from "./schemas";
export * from "./overview";
