import type { ListResult } from '@tillbook/contract';
import { Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/crud/empty-state';
import { ExportButtons } from '../../../shared/ui/crud/export-buttons';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { QueryTable } from '../../../shared/ui/crud/query-table';
import type { FilterBarOptions } from './report-filter-bar';
import { ReportFilterBar } from './report-filter-bar';
import { ReportState } from './report-state';
import type { useReportList } from './use-report-list';

/**
 * A list page of the reports (receipts, shifts, reservations): the filter bar (range, store, the page's own
 * filters), the Excel/PDF export of `exportBody`, and the list with its range problem, error and empty states (the
 * empty state says what the list shows and that nothing is in the range: nothing to add here). Test ids:
 * `testId` on the page, `tableTestId` around the table, its rows `<rowTestId>-<id>`.
 */
export function ReportList<R extends { id: number }>({
  testId,
  title,
  state,
  filterOptions,
  extraFilters,
  exportPath,
  exportBody,
  query,
  columns,
  tableTestId,
  rowTestId,
  emptyText,
  children,
}: {
  testId: string;
  title: string;
  /** The list's filters, range problem and paging. */
  state: Pick<ReturnType<typeof useReportList>, 'filters' | 'setFilters' | 'problem' | 'pagination'>;
  filterOptions: FilterBarOptions;
  extraFilters?: ReactNode;
  exportPath: string;
  /** What the list was read with (the export sends it too, paging ignored). */
  exportBody: object;
  query: { data?: ListResult<R>; isError: boolean; isFetching: boolean; refetch: () => unknown };
  columns: ColumnsType<R>;
  tableTestId: string;
  rowTestId?: string;
  emptyText: string;
  /** Dialogs and confirmations the page opens. */
  children?: ReactNode;
}) {
  return (
    <ListPage
      testId={testId}
      title={title}
      actions={<ExportButtons path={exportPath} body={exportBody} disabled={!!state.problem} testId="report-export" />}
      filters={
        <ReportFilterBar
          value={state.filters}
          onChange={state.setFilters}
          options={filterOptions}
          extra={extraFilters}
        />
      }
    >
      <ReportState problem={state.problem} query={query}>
        <QueryTable<R>
          query={query}
          testId={tableTestId}
          rowKey="id"
          rowTestId={rowTestId}
          columns={columns}
          pagination={state.pagination}
          empty={<EmptyState text={emptyText} testId={`${tableTestId}-empty`} />}
        />
      </ReportState>
      {children}
    </ListPage>
  );
}

/** A list's state filter (a shift's, a reservation's): any state, or one, labelled through `<labels>.<state>`. */
export function StateFilter<S extends string>({
  states,
  labels,
  value,
  onChange,
  testId,
}: {
  states: readonly S[];
  labels: string;
  value: S | undefined;
  onChange: (state: S | undefined) => void;
  testId: string;
}) {
  const { t } = useTranslation('reports');
  return (
    <Select<S>
      allowClear
      value={value}
      onChange={(next?: S) => onChange(next)}
      placeholder={t('filter.allStates')}
      options={states.map((v) => ({ value: v, label: t(`${labels}.${v}`) }))}
      aria-label={t('col.status')}
      style={{ width: 140 }}
      data-testid={testId}
    />
  );
}
