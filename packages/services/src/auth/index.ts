export * from "./credentials";
export * from "./resolve-actor";
export * from "./me";
export * from "./schemas";
