/**
 * One-shot fault switches that tests arm over HTTP (`POST /__sandbox/faults`).
 *
 * Each sandbox module declares the faults it understands under a namespace
 * (`faults.define("token", ["invalid_grant"])`) and asks `consume()` at the
 * point where the fault should fire. Arming an undeclared fault is rejected so
 * that a typo in a test fails loudly instead of silently doing nothing.
 */
export type FaultArmValue = boolean | number;
export type FaultArmRequest = Record<string, Record<string, FaultArmValue>>;

export class FaultRegistry {
  readonly #declared = new Map<string, Set<string>>();
  readonly #armed = new Map<string, number>();

  define(namespace: string, names: readonly string[]): void {
    const set = this.#declared.get(namespace) ?? new Set<string>();
    for (const name of names) set.add(name);
    this.#declared.set(namespace, set);
  }

  /** Unknown namespace/fault pairs, formatted `namespace.name`. */
  unknown(request: FaultArmRequest): string[] {
    const unknown: string[] = [];
    for (const [namespace, faults] of Object.entries(request)) {
      for (const name of Object.keys(faults)) {
        if (!this.#declared.get(namespace)?.has(name)) unknown.push(`${namespace}.${name}`);
      }
    }
    return unknown;
  }

  /** `true` arms once, a number arms that many times, `false`/`0` disarms. */
  arm(request: FaultArmRequest): void {
    for (const [namespace, faults] of Object.entries(request)) {
      for (const [name, value] of Object.entries(faults)) {
        const count = value === true ? 1 : value === false ? 0 : value;
        if (count > 0) this.#armed.set(key(namespace, name), count);
        else this.#armed.delete(key(namespace, name));
      }
    }
  }

  /** Returns true (and uses up one shot) when the fault is armed. */
  consume(namespace: string, name: string): boolean {
    const k = key(namespace, name);
    const remaining = this.#armed.get(k);
    if (remaining === undefined) return false;
    if (remaining <= 1) this.#armed.delete(k);
    else this.#armed.set(k, remaining - 1);
    return true;
  }

  armed(): Record<string, Record<string, number>> {
    const out: Record<string, Record<string, number>> = {};
    for (const [k, count] of this.#armed) {
      const [namespace, name] = k.split("\u0000") as [string, string];
      (out[namespace] ??= {})[name] = count;
    }
    return out;
  }

  available(): Record<string, string[]> {
    return Object.fromEntries([...this.#declared].map(([ns, names]) => [ns, [...names].sort()]));
  }

  clear(): void {
    this.#armed.clear();
  }
}

function key(namespace: string, name: string): string {
  return `${namespace}\u0000${name}`;
}
