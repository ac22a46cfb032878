// PostgreSQL text cannot hold U+0000: refused at the schema it is a 422 naming the field, not a failed query.
export const hasNoNul = (value: string) => !value.includes("\u0000");
export const NO_NUL = "must not contain NUL characters";
