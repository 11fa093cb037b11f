import type { TablePaginationConfig } from 'antd';
import { useCallback, useMemo, useState } from 'react';

/**
 * The state of a list page: its filters plus page and page size, shaped as the list body the API takes
 * (`{ page, pageSize, …filters }`). Changing a filter goes back to the first page.
 */
export function useListParams<F extends object>(initialFilters: F, initialPageSize = 20) {
  const [state, setState] = useState({ page: 1, pageSize: initialPageSize, filters: initialFilters });

  const setFilters = useCallback(
    (next: Partial<F>) => setState((s) => ({ ...s, page: 1, filters: { ...s.filters, ...next } })),
    [],
  );
  const reset = useCallback(
    () => setState({ page: 1, pageSize: initialPageSize, filters: initialFilters }),
    [initialFilters, initialPageSize],
  );
  const body = useMemo(() => ({ page: state.page, pageSize: state.pageSize, ...state.filters }), [state]);

  /** antd Table pagination bound to this state; `total` comes from the list answer. */
  const pagination = (total: number | undefined): TablePaginationConfig => ({
    current: state.page,
    pageSize: state.pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    onChange: (page, pageSize) => setState((s) => ({ ...s, page, pageSize })),
  });

  return { body, filters: state.filters, setFilters, reset, pagination };
}
