import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { afterToday, apiFilters, datePresets } from './filters';

describe('deposit filters', () => {
  it('turns whole days into unix seconds covering both days completely', () => {
    const f = apiFilters({ dateFrom: '2025-03-01', dateTo: '2025-03-02', storeId: 4, state: 'expired', keyword: 'x' });
    expect(f.startTime).toBe(dayjs('2025-03-01T00:00:00').unix());
    expect(f.endTime).toBe(dayjs('2025-03-02T23:59:59').unix());
    expect(f).toMatchObject({ storeId: 4, state: 'expired', keyword: 'x' });
  });

  it('leaves empty filters out', () => {
    expect(apiFilters({})).toEqual({});
    expect(apiFilters({ keyword: '', storeId: undefined })).toEqual({});
  });

  it('offers presets that all end today and none after it', () => {
    const today = dayjs('2025-05-20T15:00:00');
    const presets = datePresets(today);
    expect(presets.map((p) => p.key)).toEqual(['today', 'last7', 'last30', 'thisMonth']);
    for (const p of presets) expect(p.range[1].format('YYYY-MM-DD')).toBe('2025-05-20');
    expect(presets[1].range[0].format('YYYY-MM-DD')).toBe('2025-05-14');
    expect(presets[3].range[0].format('YYYY-MM-DD')).toBe('2025-05-01');
    expect(afterToday(dayjs().add(1, 'day'))).toBe(true);
    expect(afterToday(dayjs())).toBe(false);
  });
});
