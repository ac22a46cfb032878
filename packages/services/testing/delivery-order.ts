/** Seeded PRNG (mulberry32) so a failing order can be replayed from the printed seed. */
export function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** How webhooks may arrive: every item, some of them twice (30%), in a shuffled order. */
export function shuffledDeliveries<T>(items: readonly T[], random: () => number): T[] {
  const deliveries = [...items, ...items.filter(() => random() < 0.3)];
  for (let i = deliveries.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = deliveries[i];
    const b = deliveries[j];
    if (a !== undefined && b !== undefined) [deliveries[i], deliveries[j]] = [b, a];
  }
  return deliveries;
}
