import type { ReportChart as ChartKind } from '@tillbook/contract';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { CHART_HEIGHT, type ChartSeries, chartOption } from './chart-option';

// Only what the reports draw: echarts' full build would weigh several times more. This module is loaded only when a
// report draws its chart (chart-panel.tsx), so echarts comes with it and with nothing else.
echarts.use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

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

  return <div ref={box} data-testid="report-chart" data-kind={kind} style={{ width: '100%', height: CHART_HEIGHT }} />;
}
