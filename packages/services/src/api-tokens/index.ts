export * from "./schemas";
export * from "./tokens";
