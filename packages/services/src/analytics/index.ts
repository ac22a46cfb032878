export * from "./schemas";
export * from "./overview";
export * from "./weekly";
