export * from "./enums";
export * from "./users";
export * from "./auth";
export * from "./api-tokens";
export * from "./meetings";
export * from "./notifications";
export * from "./billing";
export * from "./worker";
