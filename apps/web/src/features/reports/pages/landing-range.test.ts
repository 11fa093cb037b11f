import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { landingFilters } from './landing-range';

const now = dayjs('2026-03-18T15:00:00');
const at = (iso: string) => dayjs(iso).unix();

describe('landingFilters (where the sales summary opens)', () => {
  it('opens on today when nothing was ever sold, or something was sold today', () => {
    expect(landingFilters(null, now)).toMatchObject({
      preset: 'today',
      range: { from: '2026-03-18', to: '2026-03-18' },
    });
    expect(landingFilters(at('2026-03-18T09:30:00'), now)).toMatchObject({ preset: 'today' });
  });

  it('opens on yesterday, or the last 7 days, when the last sale was that recent', () => {
    expect(landingFilters(at('2026-03-17T22:00:00'), now)).toMatchObject({
      preset: 'yesterday',
      range: { from: '2026-03-17', to: '2026-03-17' },
    });
    expect(landingFilters(at('2026-03-12T10:00:00'), now)).toMatchObject({
      preset: 'last7Days',
      range: { from: '2026-03-12', to: '2026-03-18' },
    });
  });

  it('opens on the very day of an older last sale, with no preset', () => {
    const f = landingFilters(at('2026-01-05T12:00:00'), now);
    expect(f.range).toEqual({ from: '2026-01-05', to: '2026-01-05' });
    expect(f.preset).toBeUndefined();
    expect(f).toMatchObject({ storeIds: [], groupBy: 'day' });
  });
});
