import { describe, expect, it } from 'vitest';
import { goalMisses, REPORT_GOAL } from './reports-goal';

describe('the reports bench goal', () => {
  it('passes a report under 200 ms, at least 10× the raw query and equal to it', () => {
    expect(goalMisses({ p50: 40, raw50: 400, differences: 0 })).toEqual([]);
    expect(goalMisses({ p50: 199.9, raw50: 5000, differences: 0 })).toEqual([]);
  });

  it('fails a report that is too slow, too close to the raw query, or differs', () => {
    expect(goalMisses({ p50: 200, raw50: 5000, differences: 0 })).toHaveLength(1);
    expect(goalMisses({ p50: 28, raw50: 223, differences: 0 })).toEqual(['8.0× the raw query, goal ≥ 10×']);
    expect(goalMisses({ p50: 20, raw50: 400, differences: 3 })).toEqual(['3 differences from the raw answer']);
    expect(goalMisses({ p50: 679, raw50: 1384, differences: 0 })).toHaveLength(2);
  });

  it('fails every report when a goal is impossible', () => {
    const impossible = { ...REPORT_GOAL, maxMs: 0 };
    expect(goalMisses({ p50: 0.5, raw50: 1000, differences: 0 }, impossible)).toEqual(['p50 0.5 ms, goal < 0 ms']);
    expect(goalMisses({ p50: 1, raw50: 1000, differences: 0 }, { ...REPORT_GOAL, minRatio: Infinity })).toHaveLength(1);
  });
});
