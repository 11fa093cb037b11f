import { type ReportChart as ChartKind, REPORT_CHARTS } from '@tillbook/contract';
import { Segmented, Space, Typography } from 'antd';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPeriod } from '../../../shared/format/dates';
import { useCellFormat } from '../format';
import type { ReportConfig, ReportRow } from '../report-configs';
import { chartData, type Ranking } from './chart-data';
import { CHART_HEIGHT } from './chart-option';
import { reportChart } from './report-chart-lazy';

// echarts loads by name (report-chart-lazy.ts): a report page draws its table meanwhile, and its chart at once when
// the code asked with the page has arrived.
const ReportChart = reportChart.Component;

/**
 * The chart of a report with its kind switch (histogram, line, pie): one series per money field of the config
 * over the rows' labels (see `chartData` for which rows). A ranked chart that shows part of the ranking says which
 * ranks. Test ids `report-chart-kind` (the switch), `report-chart-ranks` and `report-chart`.
 */
export function ChartPanel({
  config,
  rows,
  ranking,
  kind,
  onKind,
}: {
  config: ReportConfig;
  rows: ReportRow[];
  /** A ranked report's place of these rows in the whole ranking. */
  ranking?: Ranking;
  kind: ChartKind;
  onKind: (kind: ChartKind) => void;
}) {
  const { t } = useTranslation('reports');
  const format = useCellFormat();
  const { categories, series, ranks } = useMemo(() => {
    const data = chartData(config, rows, t, ranking);
    // A time series' axis reads its periods the way the language writes dates.
    return config.shape === 'series' ? { ...data, categories: data.categories.map((c) => formatPeriod(c)) } : data;
  }, [config, rows, t, ranking]);
  const money = useMemo(() => (n: number) => format(n, 'money'), [format]);

  return (
    <div style={{ marginBottom: 16 }}>
      <Space wrap style={{ marginBottom: 8 }}>
        <Segmented<ChartKind>
          value={kind}
          onChange={onKind}
          options={REPORT_CHARTS.map((k) => ({ value: k, label: t(`chart.${k}`) }))}
          data-testid="report-chart-kind"
        />
        {ranks && (
          <Typography.Text type="secondary" data-testid="report-chart-ranks">
            {ranks.from === 1 ? t('chart.top', { n: ranks.to }) : t('chart.ranks', { from: ranks.from, to: ranks.to })}
          </Typography.Text>
        )}
      </Space>
      <Suspense fallback={<div data-testid="report-chart-loading" style={{ height: CHART_HEIGHT }} />}>
        <ReportChart kind={kind} categories={categories} series={series} format={money} />
      </Suspense>
    </div>
  );
}
