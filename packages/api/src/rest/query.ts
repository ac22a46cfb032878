import { z } from "zod";

/** The schema under optional, nullable, default and pipe wrappers: what a value must finally be. */
function innermost(schema: z.core.$ZodType): z.core.$ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault) {
    return innermost(schema.unwrap());
  }
  if (schema instanceof z.ZodPipe) return innermost(schema.in);
  return schema;
}

type Coerce = (value: string) => unknown;

// Number(), as z.coerce.number() reads it: "" is 0, "abc" is NaN, and the field's own checks say why not.
const toNumber: Coerce = (value) => Number(value);
const toBoolean: Coerce = (value) => (value === "true" ? true : value === "false" ? false : value);
const asIs: Coerce = (value) => value;

/** How a query-string value becomes the type its field expects, or stays the string itself. */
function coercerOf(field: z.core.$ZodType | undefined): Coerce {
  const target = field && innermost(field);
  if (target instanceof z.ZodNumber) return toNumber;
  if (target instanceof z.ZodBoolean) return toBoolean;
  return asIs;
}

/**
 * Query strings carry only text; this gives each parameter the type its field in the procedure's input
 * expects, and nothing else. It never rejects: unknown parameters and unreadable values are passed on for
 * the procedure's input parser to name, after the procedure has checked who is asking. The schema is read
 * once, when the route is defined, not on every request.
 */
export function queryCoercer(schema: z.ZodType | undefined): (query: Record<string, string>) => Record<string, unknown> {
  const object = schema && innermost(schema);
  const shape: Record<string, z.core.$ZodType> = object instanceof z.ZodObject ? object.shape : {};
  const fields = new Map(Object.entries(shape).map(([name, field]) => [name, coercerOf(field)]));
  // fromEntries, not assignment: a parameter named __proto__ stays a plain key for the parser to refuse.
  return (query) => Object.fromEntries(Object.entries(query).map(([name, value]) => [name, (fields.get(name) ?? asIs)(value)]));
}
