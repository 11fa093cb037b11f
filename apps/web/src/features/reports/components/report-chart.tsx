import type { ReportChart as ChartKind } from '@tillbook/contract';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the reports draw: echarts' full build would weigh several times more, and only report pages load it.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  TitleComponent,
  CanvasRenderer,
]);

export interface ChartSeries {
  name: string;
  values: number[];
}

/** The option of one chart kind: bars or lines over the categories, or a pie of the first series' shares. */
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
  return {
    tooltip: { trigger: 'axis', valueFormatter: tooltipValue },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: categories, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value' },
    series: series.map((s) => ({ name: s.name, type: kind === 'line' ? 'line' : 'bar', data: s.values })),
  };
}

/**
 * The one chart of every report page (histogram, line or pie), drawn on a canvas that follows its box's width
 * (phones included). Test id `report-chart` with `data-kind`.
 */
export function ReportChart({
  kind,
  categories,
  series,
  format,
}: {
  kind: ChartKind;
  categories: string[];
  series: ChartSeries[];
  format: (n: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const instance = echarts.init(el);
    chart.current = instance;
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => instance.resize());
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(chartOption(kind, categories, series, format), { notMerge: true });
  }, [kind, categories, series, format]);

  return <div ref={box} data-testid="report-chart" data-kind={kind} style={{ width: '100%', height: 320 }} />;
}
