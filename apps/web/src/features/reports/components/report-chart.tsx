import type { ReportChart as ChartKind } from '@tillbook/contract';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef } from 'react';
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
  const option = useMemo(() => chartOption(kind, categories, series, format), [kind, categories, series, format]);
  const latest = useRef(option);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let instance: echarts.ECharts | undefined;
    let observer: ResizeObserver | undefined;
    // echarts' first drawing takes a while: it starts once the page around it (the report's table) is on screen,
    // not in the same task, which would hold that paint back. A frame, then the next task: after the paint.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        instance = echarts.init(el);
        chart.current = instance;
        instance.setOption(latest.current, { notMerge: true });
        const drawn = instance;
        observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => drawn.resize());
        observer?.observe(el);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      observer?.disconnect();
      instance?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    latest.current = option;
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} data-testid="report-chart" data-kind={kind} style={{ width: '100%', height: CHART_HEIGHT }} />;
}
