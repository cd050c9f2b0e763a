// Small helpers shared by the benchmarks: percentiles, a seeded PRNG, fixed-rate pacing.
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
}

export { prng } from '../../services/testkit/src/random.js';

/** Runs `task` `count` times at `perSecond`, never overlapping more than needed; returns latencies in ms. */
export async function atFixedRate(count: number, perSecond: number, task: (i: number) => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  const interval = 1000 / perSecond;
  const start = performance.now();
  const running: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    running.push(
      (async () => {
        const t0 = performance.now();
        await task(i);
        latencies.push(performance.now() - t0);
      })(),
    );
  }
  await Promise.all(running);
  return latencies;
}

export const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
