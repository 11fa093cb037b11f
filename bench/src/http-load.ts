/** A small closed-loop load generator over real HTTP on loopback: `concurrency` clients for `seconds`. */
export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export async function load(
  url: string,
  init: () => RequestInit,
  opts: { seconds: number; concurrency: number; maxRequests?: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  const max = opts.maxRequests ?? Number.POSITIVE_INFINITY;
  const worker = async () => {
    while (performance.now() < deadline && latencies.length + errors < max) {
      const t0 = performance.now();
      try {
        const res = await fetch(url, init());
        const body = (await res.json()) as { code?: number };
        if (body.code !== 200) errors++;
        else latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    errors,
  };
}

export const fmt = (r: LoadResult) =>
  `${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(2)} ms   p95 ${r.p95.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms${r.errors ? `   errors ${r.errors}` : ''}`;
