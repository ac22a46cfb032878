export interface LatencyStats {
  count: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  mean_ms: number;
  max_ms: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const round = (n: number) => Math.round(n * 100) / 100;

export function latencyStats(samples: number[]): LatencyStats {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50_ms: round(percentile(sorted, 50)),
    p95_ms: round(percentile(sorted, 95)),
    p99_ms: round(percentile(sorted, 99)),
    mean_ms: round(sorted.reduce((s, v) => s + v, 0) / (sorted.length || 1)),
    max_ms: round(sorted[sorted.length - 1] ?? 0),
  };
}

/**
 * Runs `total` calls (after `warmup` uncounted ones) over `concurrency` loops that share one counter, so
 * the 8 connections are busy all the time; returns each counted call's latency in milliseconds.
 */
export async function runConcurrently(total: number, concurrency: number, warmup: number, call: (i: number) => Promise<void>): Promise<number[]> {
  let next = 0;
  const samples: number[] = [];
  const loop = async () => {
    for (;;) {
      const i = next++;
      if (i >= warmup + total) return;
      const started = performance.now();
      await call(i);
      if (i >= warmup) samples.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return samples;
}
