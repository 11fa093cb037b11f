import type { ComponentProps } from 'react';
import { lazyComponent } from '../../../shared/ui/lazy-component';
import type { ReportChart } from './report-chart';

/**
 * The chart, loaded by name: echarts is a chunk of its own, fetched with an aggregate report's page (routes.ts
 * preloads it) or when a chart is first drawn, so the report pages without a chart (receipts, shifts, reservations)
 * never load it. This module is light on purpose: the page host holds it with the report routes.
 */
export const reportChart = lazyComponent<ComponentProps<typeof ReportChart>>(() =>
  import('./report-chart').then((m) => ({ default: m.ReportChart })),
);
