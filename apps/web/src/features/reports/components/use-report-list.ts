import { useState } from 'react';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { initialFilters, listBody, type ReportFilterState } from '../filters';
import { rangeProblem } from '../range';

/**
 * The state of a list page of the reports (receipts, shifts, reservations): the shared filters plus the page's
 * own (`extra`, e.g. a state), and paging; a changed filter goes back to page 1. `body` is what the list and its
 * export are sent.
 */
export function useReportList<E extends object>(initialExtra: E) {
  const [start] = useState(() => ({ filters: initialFilters(), extra: initialExtra }));
  const { body: state, setFilters: setState, pagination } = useListParams(start);
  const { page, pageSize, filters, extra } = state;

  return {
    filters,
    setFilters: (next: Partial<ReportFilterState>) => setState({ filters: { ...filters, ...next } }),
    extra,
    setExtra: (next: Partial<E>) => setState({ extra: { ...extra, ...next } }),
    problem: rangeProblem(filters.range),
    body: { ...listBody(filters, { page, pageSize }), ...withoutEmpty(extra) },
    pagination,
  };
}

/** Unset filters are left out so the query key stays stable and the server sees no empty values. */
function withoutEmpty(o: object) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''));
}
