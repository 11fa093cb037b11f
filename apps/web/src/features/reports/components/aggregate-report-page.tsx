import type { ReportChart as ChartKind } from '@tillbook/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButtons } from '../../../shared/ui/crud/export-buttons';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useReport, useReportStaff } from '../api';
import { FIRST_PAGE, initialFilters, type ReportFilterState, rangeBody, reportBody } from '../filters';
import { rangeProblem } from '../range';
import type { ReportConfig, ReportRow } from '../report-configs';
import { ChartPanel } from './chart-panel';
import { ReportFilterBar } from './report-filter-bar';
import { ReportState } from './report-state';
import { ReportTable } from './report-table';

interface Answer {
  rows?: ReportRow[];
  list?: ReportRow[];
  total?: number;
  totals?: ReportRow;
}

/**
 * Every aggregate report page (sales summary, items, categories, staff, payments, modifiers, discounts, taxes,
 * expenses; store or online), driven by its config: filter bar, chart with its kind switch, table with totals,
 * and Excel/PDF export of the very body the table was read with.
 */
export function AggregateReportPage({
  config,
  initialFilters: startFilters,
}: {
  config: ReportConfig;
  /** The filters the page opens with (the home page opens on a range with sales); else today's. */
  initialFilters?: ReportFilterState;
}) {
  const { t } = useTranslation(['reports', 'menu']);
  const [filters, setFilterState] = useState<ReportFilterState>(() => startFilters ?? initialFilters());
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [chart, setChart] = useState<ChartKind>(config.defaultChart);
  const problem = rangeProblem(filters.range);
  const body = reportBody(config, filters, paging);
  const report = useReport<Answer>(config.endpoint, body, !problem);
  const staff = useReportStaff(rangeBody(filters), config.staffFilter && !problem);

  const setFilters = (next: Partial<ReportFilterState>) => {
    setFilterState((f) => ({ ...f, ...next }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const rows = (config.shape === 'paged' ? report.data?.list : report.data?.rows) ?? [];
  const section = config.online ? 'onlineReport' : 'report';
  const total = report.data?.total;
  const firstRank = (paging.page - 1) * paging.pageSize + 1;
  // Stable between renders: the chart works its data out again only when the page or the total changes.
  const ranking = useMemo(() => ({ firstRank, total }), [firstRank, total]);

  const title = t(`menu:${section}.${config.key}`);

  return (
    <ListPage
      testId={`report-page-${config.key}`}
      title={title}
      actions={
        <ExportButtons path={`${config.endpoint}/export`} body={body} disabled={!!problem} testId="report-export" />
      }
      filters={
        <ReportFilterBar
          value={filters}
          onChange={setFilters}
          options={{
            storeMode: 'multi',
            staffOptions: config.staffFilter ? (staff.data ?? []) : undefined,
            grouping: config.shape === 'series',
            keyword: config.keywordFilter,
          }}
        />
      }
    >
      <ReportState problem={problem} query={report}>
        {rows.length > 0 && <ChartPanel config={config} rows={rows} ranking={ranking} kind={chart} onKind={setChart} />}
        <ReportTable
          config={config}
          emptyText={t('emptyList.report', { report: title })}
          rows={rows}
          totals={report.data?.totals}
          loading={report.isFetching}
          pagination={
            config.shape === 'paged'
              ? {
                  current: paging.page,
                  pageSize: paging.pageSize,
                  total: report.data?.total ?? 0,
                  showSizeChanger: true,
                  pageSizeOptions: [20, 50, 100, 200],
                  onChange: (page, pageSize) => setPaging({ page, pageSize }),
                }
              : false
          }
        />
      </ReportState>
    </ListPage>
  );
}
