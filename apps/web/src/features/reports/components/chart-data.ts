import { chartNumber, type ReportConfig, type ReportRow } from '../report-configs';
import type { ChartSeries } from './chart-option';

/** A ranked chart's bars or slices: the first rows of a ranked report (the table pages through the rest). */
export const MAX_RANKED_POINTS = 20;

export interface ChartData {
  categories: string[];
  series: ChartSeries[];
  /** Set when the chart shows only part of the rows: the ranks it shows (1-based, as in the table). */
  ranks?: { from: number; to: number };
}

/** Where a ranked report's rows sit in its whole ranking (the table pages through it). */
export interface Ranking {
  /** The rank of the first row (later pages start further down); 1 by default. */
  firstRank?: number;
  /** How many rows the whole ranking has; the rows given by default. */
  total?: number;
}

/**
 * What a report's chart plots. A time series (the sales summary) shows every period of its range, as the table
 * does; a ranked report (items, categories, modifiers: paged, best first) shows the first
 * `MAX_RANKED_POINTS` rows of the page and names their ranks unless they are the whole ranking; the other
 * reports show all their rows.
 */
export function chartData(
  config: ReportConfig,
  rows: ReportRow[],
  t: (key: string) => string,
  ranking: Ranking = {},
): ChartData {
  const { firstRank = 1, total = rows.length } = ranking;
  const ranked = config.shape === 'paged';
  const shown = ranked ? rows.slice(0, MAX_RANKED_POINTS) : rows;
  return {
    categories: shown.map((r) => config.label(r, t)),
    series: config.chartValues.map((key) => ({ name: t(`col.${key}`), values: shown.map((r) => chartNumber(r[key])) })),
    // Said whenever the chart is not the whole ranking: cut to its first rows, or one page of several.
    ranks:
      ranked && (firstRank > 1 || shown.length < Math.max(total, rows.length))
        ? { from: firstRank, to: firstRank + shown.length - 1 }
        : undefined,
  };
}
