export * from "./client";
export * as schema from "./schema";
export { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lt, lte, ne, not, or, sql } from "drizzle-orm";
export { hashSecret } from "./secrets";
