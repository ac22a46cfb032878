import { z } from "zod";

/** The schema under optional, nullable, default and pipe wrappers: what a value must finally be. */
function innermost(schema: z.core.$ZodType): z.core.$ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault) {
    return innermost(schema.unwrap());
  }
  if (schema instanceof z.ZodPipe) return innermost(schema.in);
  return schema;
}

/** A query-string value in the type its field expects, or the string itself when it has no such reading. */
function coerceValue(field: z.core.$ZodType | undefined, value: string): unknown {
  const target = field && innermost(field);
  // Number(), as z.coerce.number() reads it: "" is 0, "abc" is NaN, and the field's own checks say why not.
  if (target instanceof z.ZodNumber) return Number(value);
  if (target instanceof z.ZodBoolean) return value === "true" ? true : value === "false" ? false : value;
  return value;
}

/**
 * Query strings carry only text; this gives each parameter the type its field in the procedure's input
 * expects, and nothing else. It never rejects: unknown parameters and unreadable values are passed on for
 * the procedure's input parser to name, after the procedure has checked who is asking.
 */
export function coerceQuery(schema: z.ZodType | undefined, query: Record<string, string>): Record<string, unknown> {
  const object = schema && innermost(schema);
  const shape: Record<string, z.core.$ZodType> = object instanceof z.ZodObject ? object.shape : {};
  return Object.fromEntries(Object.entries(query).map(([name, value]) => [name, coerceValue(shape[name], value)]));
}
