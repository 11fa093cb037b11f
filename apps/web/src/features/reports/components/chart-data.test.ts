import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../report-configs';
import { STORE_REPORTS } from '../report-configs';
import { chartData, MAX_RANKED_POINTS } from './chart-data';
import { chartOption } from './chart-option';

const t = (key: string) => key;
const money = (n: number) => String(n);

/** The sales summary of a month by the day: one row per day, the latest last. */
const days = (count: number): ReportRow[] =>
  Array.from({ length: count }, (_, i) => {
    const day = `2026-05-${String(i + 1).padStart(2, '0')}`;
    return { start: day, period: day, gross: String(100 + i), netSales: String(90 + i) };
  });
const items = (count: number): ReportRow[] =>
  Array.from({ length: count }, (_, i) => ({ key: `p${i}`, name: `Item ${i + 1}`, netSales: String(1000 - i) }));

describe('chart data', () => {
  it('plots every period of a 30-day sales summary, the most recent days included', () => {
    const data = chartData(STORE_REPORTS.saleCount, days(30), t);
    expect(data.categories).toHaveLength(30);
    expect(data.categories.at(-1)).toBe('2026-05-30');
    expect(data.series.map((s) => s.values.length)).toEqual([30, 30]);
    expect(data.series[0]!.values.at(-1)).toBe(129);
    expect(data.ranks).toBeUndefined();
  });

  it('plots every hour of a day and every day of a 31-day month on the bar, line and pie charts', () => {
    for (const rows of [days(24), days(31)]) {
      const { categories, series } = chartData(STORE_REPORTS.saleCount, rows, t);
      for (const kind of ['histogram', 'line'] as const) {
        const option = chartOption(kind, categories, series, money) as {
          xAxis: { data: string[] };
          series: { data: number[] }[];
        };
        expect(option.xAxis.data).toHaveLength(rows.length);
        expect(option.series[0]!.data).toHaveLength(rows.length);
      }
      const pie = chartOption('pie', categories, series, money) as { series: { data: unknown[] }[] };
      expect(pie.series[0]!.data).toHaveLength(rows.length);
    }
  });

  it('leans the labels of a crowded axis and lets echarts skip the ones that would overlap', () => {
    const crowded = chartOption(
      'histogram',
      days(31).map((r) => String(r.period)),
      [],
      money,
    ) as {
      xAxis: { axisLabel: { rotate: number; interval: unknown; hideOverlap: boolean } };
    };
    expect(crowded.xAxis.axisLabel).toMatchObject({ rotate: 45, interval: 'auto', hideOverlap: true });
    const few = chartOption('histogram', ['Mon', 'Tue'], [], money) as { xAxis: { axisLabel: { rotate: number } } };
    expect(few.xAxis.axisLabel.rotate).toBe(0);
  });

  it('caps a ranked report at its top 20 and says which ranks it shows', () => {
    const first = chartData(STORE_REPORTS.singleGoodsCount, items(50), t);
    expect(first.categories).toHaveLength(MAX_RANKED_POINTS);
    expect(first.categories[0]).toBe('Item 1');
    expect(first.ranks).toEqual({ from: 1, to: 20 });
    const secondPage = chartData(STORE_REPORTS.singleGoodsCount, items(50), t, { firstRank: 51, total: 120 });
    expect(secondPage.ranks).toEqual({ from: 51, to: 70 });
    // A page of 20 rows out of 45: the whole page is drawn, and it is still the top 20 only.
    const pageOf20 = chartData(STORE_REPORTS.singleGoodsCount, items(20), t, { firstRank: 1, total: 45 });
    expect(pageOf20.categories).toHaveLength(20);
    expect(pageOf20.ranks).toEqual({ from: 1, to: 20 });
    const short = chartData(STORE_REPORTS.classifyCount, items(8), t, { firstRank: 1, total: 8 });
    expect(short.categories).toHaveLength(8);
    expect(short.ranks).toBeUndefined();
  });

  it('plots every row of a report that is not ranked (staff, payment methods, taxes)', () => {
    const staff = Array.from({ length: 25 }, (_, i) => ({ staffId: i, staffName: `Staff ${i}`, netSales: '10' }));
    const data = chartData(STORE_REPORTS.staffCount, staff, t);
    expect(data.categories).toHaveLength(25);
    expect(data.ranks).toBeUndefined();
  });
});
