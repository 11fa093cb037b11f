import { type ReportChart as ChartKind, REPORT_CHARTS } from '@tillbook/contract';
import { Segmented } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCellFormat } from '../format';
import { chartNumber, type ReportConfig, type ReportRow } from '../report-configs';
// echarts comes with the report pages' own chunk (loaded after sign-in), never with the shell or the login page;
// a lazy chunk of its own would make the bundler split React out of the chunk the login route loads.
import { ReportChart } from './report-chart';

/** At most this many bars or slices: a ranked report's first rows (the table pages through the rest). */
const MAX_POINTS = 20;

/**
 * The chart of a report with its kind switch (histogram, line, pie): one series per money field of the config
 * over the rows' labels. Test ids `report-chart-kind` (the switch) and `report-chart`.
 */
export function ChartPanel({
  config,
  rows,
  kind,
  onKind,
}: {
  config: ReportConfig;
  rows: ReportRow[];
  kind: ChartKind;
  onKind: (kind: ChartKind) => void;
}) {
  const { t } = useTranslation('reports');
  const format = useCellFormat();
  const shown = useMemo(() => rows.slice(0, MAX_POINTS), [rows]);
  const categories = useMemo(() => shown.map((r) => config.label(r, t)), [shown, config, t]);
  const series = useMemo(
    () => config.chartValues.map((key) => ({ name: t(`col.${key}`), values: shown.map((r) => chartNumber(r[key])) })),
    [shown, config, t],
  );
  const money = useMemo(() => (n: number) => format(n, 'money'), [format]);

  return (
    <div style={{ marginBottom: 16 }}>
      <Segmented<ChartKind>
        value={kind}
        onChange={onKind}
        options={REPORT_CHARTS.map((k) => ({ value: k, label: t(`chart.${k}`) }))}
        data-testid="report-chart-kind"
        style={{ marginBottom: 8 }}
      />
      <ReportChart kind={kind} categories={categories} series={series} format={money} />
    </div>
  );
}
