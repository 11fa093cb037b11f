import type { ReportChart as ChartKind } from '@tillbook/contract';

export interface ChartSeries {
  name: string;
  values: number[];
}

/** The chart's height in pixels (its width follows its box); the space is kept while echarts loads. */
export const CHART_HEIGHT = 320;

/** Above this many categories the axis labels lean and echarts skips some so that the shown ones stay legible. */
const CROWDED_AXIS = 12;
/** Above this many points a line drops its dots (a month by the hour is 744 of them). */
const DENSE_LINE = 60;

/**
 * The echarts option of one chart kind: bars or lines over every category, or a pie of the first series' shares.
 * A crowded axis (31 days, 24 hours, long item names) turns its labels and lets echarts pick which to print; the
 * tooltip names every point.
 */
export function chartOption(
  kind: ChartKind,
  categories: string[],
  series: ChartSeries[],
  format: (n: number) => string,
) {
  const tooltipValue = (v: unknown) => format(Number(v));
  if (kind === 'pie') {
    const first = series[0] ?? { name: '', values: [] };
    return {
      tooltip: { trigger: 'item', valueFormatter: tooltipValue },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          name: first.name,
          type: 'pie',
          radius: ['35%', '65%'],
          // A slice is a share: negative or empty values have none.
          data: categories.map((name, i) => ({ name, value: Math.max(0, first.values[i] ?? 0) })),
        },
      ],
    };
  }
  const crowded = categories.length > CROWDED_AXIS;
  return {
    tooltip: { trigger: 'axis', valueFormatter: tooltipValue },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: categories,
      axisLabel: {
        interval: 'auto',
        hideOverlap: true,
        rotate: crowded ? 45 : 0,
        width: 120,
        overflow: 'truncate',
      },
    },
    yAxis: { type: 'value' },
    series: series.map((s) =>
      kind === 'line'
        ? { name: s.name, type: 'line', data: s.values, showSymbol: s.values.length <= DENSE_LINE }
        : { name: s.name, type: 'bar', data: s.values, barMaxWidth: 40 },
    ),
  };
}
