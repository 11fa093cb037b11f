import { render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { type ReportRow, STORE_REPORTS } from '../report-configs';
import { ChartPanel } from './chart-panel';

// The canvas is echarts' business: the stub shows what the panel hands it.
vi.mock('./report-chart', () => ({
  ReportChart: ({ categories }: { categories: string[] }) => (
    <div data-testid="report-chart" data-points={categories.length} />
  ),
}));

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

// The reports texts load on first use.
const show = (ui: ReactNode) => render(<Suspense fallback={null}>{ui}</Suspense>);

const items = (count: number): ReportRow[] =>
  Array.from({ length: count }, (_, i) => ({ key: `p${i}`, name: `Item ${i + 1}`, netSales: String(1000 - i) }));
const days = (count: number): ReportRow[] =>
  Array.from({ length: count }, (_, i) => ({ start: String(i), period: `Day ${i + 1}`, gross: '1', netSales: '1' }));

describe('ChartPanel', () => {
  it('says "Top 20" over a ranked report it caps', async () => {
    show(<ChartPanel config={STORE_REPORTS.singleGoodsCount} rows={items(50)} kind="histogram" onKind={() => {}} />);
    expect((await screen.findByTestId('report-chart')).dataset.points).toBe('20');
    expect((await screen.findByTestId('report-chart-ranks')).textContent).toBe('Top 20');
  });

  it('names the ranks of a later page', async () => {
    show(
      <ChartPanel
        config={STORE_REPORTS.singleGoodsCount}
        rows={items(50)}
        ranking={{ firstRank: 51, total: 120 }}
        kind="histogram"
        onKind={() => {}}
      />,
    );
    expect((await screen.findByTestId('report-chart-ranks')).textContent).toBe('Ranks 51–70');
  });

  it('draws all 30 days of a 30-day sales summary without a cap note', async () => {
    show(<ChartPanel config={STORE_REPORTS.saleCount} rows={days(30)} kind="line" onKind={() => {}} />);
    expect((await screen.findByTestId('report-chart')).dataset.points).toBe('30');
    expect(screen.queryByTestId('report-chart-ranks')).toBeNull();
  });
});
