import type { ReportGrouping, ReportPreset } from '@tillbook/contract';
import type { Dayjs } from 'dayjs';
import { type DayRange, fitGrouping, presetRange, rangeTimes } from './range';
import type { ReportConfig } from './report-configs';

/** What the filter bar holds: whole days, the stores (none = all the user sees), staff, grouping, keyword. */
export interface ReportFilterState {
  range: DayRange;
  preset?: ReportPreset;
  storeIds: number[];
  staffId?: number;
  groupBy: ReportGrouping;
  keyword?: string;
}

/** A paged report opens on its first page of 50 rows. */
export const FIRST_PAGE = { page: 1, pageSize: 50 };

/** A page opens on today, every store, daily. */
export const initialFilters = (now?: Dayjs): ReportFilterState => ({
  range: presetRange('today', now),
  preset: 'today',
  storeIds: [],
  groupBy: 'day',
});

/** The range part every report and list takes (ReportFilters): stores only when some are picked. */
export function rangeBody(f: ReportFilterState) {
  return { ...rangeTimes(f.range), ...(f.storeIds.length > 0 ? { storeIds: f.storeIds } : {}) };
}

/**
 * The body of an aggregate report (ReportFilters, ReportSeriesQuery or ReportRankQuery by the config's shape),
 * holding only what the page offers: its export sends this same body plus the format.
 */
export function reportBody(config: ReportConfig, f: ReportFilterState, paging?: { page: number; pageSize: number }) {
  return {
    ...rangeBody(f),
    ...(config.staffFilter && f.staffId ? { staffId: f.staffId } : {}),
    ...(config.shape === 'series' ? { groupBy: fitGrouping(f.groupBy, f.range) } : {}),
    ...(config.shape === 'paged'
      ? { page: paging?.page ?? FIRST_PAGE.page, pageSize: paging?.pageSize ?? FIRST_PAGE.pageSize }
      : {}),
    ...(config.keywordFilter && f.keyword ? { keyword: f.keyword } : {}),
  };
}

/**
 * The body of a back-office list (receipts, shifts, reservations): those take one store (`storeId`), so a
 * single picked store narrows the list and several or none leave it to every store the user sees.
 */
export function listBody(f: ReportFilterState, paging: { page: number; pageSize: number }) {
  return {
    ...rangeTimes(f.range),
    ...(f.storeIds.length === 1 ? { storeId: f.storeIds[0] } : {}),
    ...(f.staffId ? { staffId: f.staffId } : {}),
    ...(f.keyword ? { keyword: f.keyword } : {}),
    page: paging.page,
    pageSize: paging.pageSize,
  };
}
