import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';
import { initialFilters, listBody, type ReportFilterState } from '../filters';
import { rangeProblem } from '../range';

/**
 * The state of a list page of the reports (receipts, shifts, reservations): the shared filters plus the page's
 * own (`extra`, e.g. a state), and paging; a changed filter goes back to page 1. `body` is what the list and its
 * export are sent.
 */
export function useReportList<E extends object>(initialExtra: E) {
  const [filters, setFilterState] = useState<ReportFilterState>(() => initialFilters());
  const [extra, setExtraState] = useState<E>(initialExtra);
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });

  const setFilters = (next: Partial<ReportFilterState>) => {
    setFilterState((f) => ({ ...f, ...next }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const setExtra = (next: Partial<E>) => {
    setExtraState((e) => ({ ...e, ...next }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const pagination = (total: number | undefined): TablePaginationConfig => ({
    current: paging.page,
    pageSize: paging.pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    onChange: (page, pageSize) => setPaging({ page, pageSize }),
  });

  return {
    filters,
    setFilters,
    extra,
    setExtra,
    problem: rangeProblem(filters.range),
    body: { ...listBody(filters, paging), ...withoutEmpty(extra) },
    pagination,
  };
}

/** Unset filters are left out so the query key stays stable and the server sees no empty values. */
function withoutEmpty(o: object) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''));
}
