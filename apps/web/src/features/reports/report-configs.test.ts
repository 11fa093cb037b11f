import { describe, expect, it } from 'vitest';
import en from '../../locales/en_GB/reports.json';
import { initialFilters, listBody, type ReportFilterState, reportBody } from './filters';
import { rangeTimes } from './range';
import { ONLINE_REPORTS, STORE_REPORTS } from './report-configs';
import { pages } from './routes';

const t = (key: string) => key;
const filters = (over: Partial<ReportFilterState> = {}): ReportFilterState => ({
  ...initialFilters(),
  range: { from: '2026-05-01', to: '2026-05-20' },
  ...over,
});

describe('report configs', () => {
  it('serves the store reports from /m/statistics and the six online ones from /m/online/statistics', () => {
    expect(STORE_REPORTS.saleCount.endpoint).toBe('/statistics/sale');
    expect(STORE_REPORTS.staffExpend.endpoint).toBe('/statistics/expend');
    expect(STORE_REPORTS.discount.endpoint).toBe('/statistics/rebate');
    expect(Object.keys(ONLINE_REPORTS).sort()).toEqual(
      ['classifyCount', 'payWayCount', 'revenueCount', 'saleCount', 'singleGoodsCount', 'spiceCount'].sort(),
    );
    expect(ONLINE_REPORTS.payWayCount?.endpoint).toBe('/online/statistics/pay');
    expect(ONLINE_REPORTS.saleCount?.path).toBe('/onlineReport/saleCount');
    expect(ONLINE_REPORTS.saleCount?.staffFilter).toBe(false);
  });

  it('gives every page of §2 a loader: 16 reports of /report and 6 of /onlineReport', () => {
    const paths = Object.keys(pages);
    expect(paths.filter((p) => p.startsWith('/report/'))).toHaveLength(16);
    expect(paths.filter((p) => p.startsWith('/onlineReport/'))).toHaveLength(6);
    expect(paths).toContain('/report/staffDuty/info');
  });

  it('names every column and label in the reports texts', () => {
    for (const c of [...Object.values(STORE_REPORTS), ...Object.values(ONLINE_REPORTS)]) {
      expect(en.label).toHaveProperty(c!.key);
      for (const col of c!.columns)
        if (col.key !== 'label') expect(en.col, `${c!.key}.${col.key}`).toHaveProperty(col.key);
      for (const v of c!.chartValues) expect(en.col).toHaveProperty(v);
    }
  });

  it('adds the kitchen figures to the sales summary, store and online, with a note on each header', () => {
    for (const c of [STORE_REPORTS.saleCount, ONLINE_REPORTS.saleCount!]) {
      expect(c.columns.slice(-2)).toEqual([
        { key: 'kitchenLines', kind: 'count', note: 'note.kitchenLines' },
        { key: 'averagePrepSeconds', kind: 'duration', note: 'note.averagePrepSeconds' },
      ]);
      // Money only on the chart.
      expect(c.chartValues).not.toContain('kitchenLines');
    }
    for (const c of [...Object.values(STORE_REPORTS), ...Object.values(ONLINE_REPORTS)])
      for (const col of c!.columns) if (col.note) expect(en).toHaveProperty(col.note.split('.'));
  });

  it('labels rows for the table and chart', () => {
    const goods = STORE_REPORTS.singleGoodsCount;
    expect(goods.label({ name: 'Latte', variantName: 'Large' }, t)).toBe('Latte · Large');
    expect(goods.label({ name: 'Latte', variantName: '' }, t)).toBe('Latte');
    expect(STORE_REPORTS.staffCount.label({ staffId: null, staffName: '' }, t)).toBe('noStaff');
    expect(STORE_REPORTS.revenueCount.label({ name: 'VAT', rate: '20.0000' }, t)).toBe('VAT 20%');
  });
});

describe('report bodies', () => {
  it('sends the series grouping, staff and stores to the sales summary', () => {
    const body = reportBody(STORE_REPORTS.saleCount, filters({ storeIds: [3, 4], staffId: 9, groupBy: 'week' }));
    expect(body).toEqual({
      ...rangeTimes({ from: '2026-05-01', to: '2026-05-20' }),
      storeIds: [3, 4],
      staffId: 9,
      groupBy: 'week',
    });
  });

  it('never sends hourly grouping beyond 31 days', () => {
    const body = reportBody(
      STORE_REPORTS.saleCount,
      filters({ range: { from: '2026-01-01', to: '2026-05-20' }, groupBy: 'hour' }),
    );
    expect(body).toMatchObject({ groupBy: 'day' });
  });

  it('sends paging and keyword to ranked reports, and nothing a report does not take', () => {
    const body = reportBody(STORE_REPORTS.singleGoodsCount, filters({ keyword: 'tea', staffId: 9 }), {
      page: 2,
      pageSize: 20,
    });
    expect(body).toEqual({
      ...rangeTimes({ from: '2026-05-01', to: '2026-05-20' }),
      page: 2,
      pageSize: 20,
      keyword: 'tea',
    });
    const pay = reportBody(STORE_REPORTS.payWayCount, filters({ staffId: 9, groupBy: 'hour' }));
    expect(Object.keys(pay).sort()).toEqual(['endTime', 'startTime']);
  });

  it('narrows lists to one store only when exactly one is picked', () => {
    expect(listBody(filters({ storeIds: [5] }), { page: 1, pageSize: 20 })).toMatchObject({ storeId: 5 });
    expect(listBody(filters({ storeIds: [] }), { page: 1, pageSize: 20 })).not.toHaveProperty('storeId');
  });
});
