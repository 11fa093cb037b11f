/**
 * The goal of every report of the reports bench (issue 27): the endpoint's p50 under `maxMs` and at least `minRatio`
 * times faster than the same answer computed from the raw receipts, and that answer equal to the cent.
 */
export const REPORT_GOAL = { maxMs: 200, minRatio: 10 } as const;

export interface ReportTiming {
  /** The endpoint's median, ms. */
  p50: number;
  /** The raw query's median, ms. */
  raw50: number;
  /** Differences between the endpoint's answer and the raw one (none when equal). */
  differences: number;
}

/** What a report misses of its goal, in words (empty when it meets it). */
export function goalMisses(t: ReportTiming, goal: { maxMs: number; minRatio: number } = REPORT_GOAL): string[] {
  const misses: string[] = [];
  if (t.differences > 0) misses.push(`${t.differences} differences from the raw answer`);
  if (!(t.p50 < goal.maxMs)) misses.push(`p50 ${t.p50.toFixed(1)} ms, goal < ${goal.maxMs} ms`);
  const ratio = t.raw50 / t.p50;
  if (!(ratio >= goal.minRatio)) misses.push(`${ratio.toFixed(1)}× the raw query, goal ≥ ${goal.minRatio}×`);
  return misses;
}
