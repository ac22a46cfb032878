export * from "./schemas";
export * from "./users";
