import { createHash } from "node:crypto";

/** A small seeded PRNG (mulberry32): the same account always gets the same calendar and mailbox. */
export class SeededRandom {
  #state: number;

  constructor(seed: string) {
    this.#state = createHash("sha256").update(seed).digest().readUInt32LE(0);
  }

  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) | 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, maxInclusive: number): number {
    return min + Math.floor(this.next() * (maxInclusive - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError("pick() from an empty list");
    return item;
  }

  /** `length` characters from `alphabet`. */
  string(alphabet: string, length: number): string {
    let out = "";
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.next() * alphabet.length)] ?? "";
    return out;
  }
}

export const BASE32HEX = "0123456789abcdefghijklmnopqrstuv";
export const DIGITS = "0123456789";
export const HEX = "0123456789abcdef";
