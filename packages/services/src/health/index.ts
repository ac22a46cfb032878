export * from "./check";
export * from "./ready";
