/**
 * `instanceof` for adapter errors that holds across copies of this package. Next.js bundles its App Router and
 * its Pages Router apart, each with its own copy of every module, while the web process builds its adapters once
 * and keeps them on globalThis (apps/web/src/server/deps.ts): adapters built by one copy throw that copy's error
 * classes into the other copy's code, where a plain `instanceof` is false, so a Stripe outage answered a checkout
 * with a 500 instead of a 503. Each error class brands its instances with a registered symbol and recognises the
 * brand, whichever copy made the instance.
 */
const keyFor = (name: string) => Symbol.for(`@understudy/integrations:${name}`);

/** Marks `instance` as a `name`, for `isBranded` in any copy of this package. */
export function brand(instance: Error, name: string): void {
  Object.defineProperty(instance, keyFor(name), { value: true });
}

export function isBranded(value: unknown, name: string): boolean {
  return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[keyFor(name)] === true;
}
