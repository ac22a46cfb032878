export * from "./trial";
export * from "./plans";
export * from "./schemas";
export * from "./status";
export * from "./plan-state";
export * from "./plan-writes";
export * from "./entitlements";
export * from "./trial-notices";
