export * from "./schemas";
export * from "./users";
export * from "./counters";
