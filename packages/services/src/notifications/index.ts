export * from "./schemas";
export * from "./list";
