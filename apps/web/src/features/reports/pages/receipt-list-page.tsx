import type { OrderRow } from '@tillbook/contract';
import { Alert, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { toast } from '../../../shared/ui/toast';
import { useOrderList, useReviewException } from '../api';
import { ExportButtons } from '../components/export-buttons';
import { ReceiptDetailDialog } from '../components/receipt-detail-dialog';
import { ReceiptTable } from '../components/receipt-table';
import { ReportFilterBar } from '../components/report-filter-bar';
import { useReportList } from '../components/use-report-list';

export type ReceiptReport = 'notPayment' | 'payment' | 'paymentException';
type ExceptionFilter = 'unreviewed' | 'reviewed';

/**
 * The receipt reports: unpaid receipts (open tickets), paid receipts, and paid-invoice exceptions (unreviewed
 * first, with the review after a confirmation). A receipt opens in the detail dialog. Exports send the list's own
 * body (status or review state included).
 */
export function ReceiptListPage({ report }: { report: ReceiptReport }) {
  const { t } = useTranslation(['reports', 'menu', 'crud']);
  const exceptions = report === 'paymentException';
  const { filters, setFilters, extra, setExtra, problem, body, pagination } = useReportList<{
    exception?: ExceptionFilter;
  }>(exceptions ? { exception: 'unreviewed' } : {});
  const status = report === 'notPayment' ? 'unpaid' : 'paid';
  // The exports take the list's own body (OrderListQuery: paging ignored, every row) plus the format.
  const listQuery = exceptions ? body : { ...body, status };
  const list = useOrderList(listQuery);
  const review = useReviewException();
  const { confirm, holder } = useConfirm();
  const [openId, setOpenId] = useState<number>();

  const reviewOne = async (row: OrderRow) => {
    const agreed = await confirm({ title: t('review.title', { number: row.number }), content: t('review.body') });
    if (!agreed) return;
    try {
      await review.mutateAsync(row.id);
      toast.success(t('review.done'));
    } catch {
      // The client has shown why ([code]:message).
    }
  };

  return (
    <ListPage
      testId={`report-page-${report}`}
      title={t(`menu:report.${report}`)}
      actions={
        <ExportButtons
          path={exceptions ? '/statistics/error/export' : '/statistics/receipt/export'}
          body={listQuery}
          disabled={!!problem}
        />
      }
      filters={
        <ReportFilterBar
          value={filters}
          onChange={setFilters}
          options={{ storeMode: 'single', keyword: true }}
          extra={
            exceptions && (
              <Select<ExceptionFilter>
                value={extra.exception}
                onChange={(exception) => setExtra({ exception })}
                options={(['unreviewed', 'reviewed'] as const).map((v) => ({ value: v, label: t(`exception.${v}`) }))}
                aria-label={t('col.exception')}
                style={{ width: 150 }}
                data-testid="report-exception-state"
              />
            )
          }
        />
      }
    >
      {problem ? (
        <Alert type="warning" showIcon title={t(`rangeProblem.${problem}`)} data-testid="report-range-problem" />
      ) : list.isError ? (
        <LoadError onRetry={() => list.refetch()} testId="report-error" />
      ) : (
        <ReceiptTable
          rows={list.data?.list ?? []}
          loading={list.isFetching}
          pagination={pagination(list.data?.total)}
          onView={(r) => setOpenId(r.id)}
          onReview={exceptions ? reviewOne : undefined}
        />
      )}
      <ReceiptDetailDialog id={openId} onClose={() => setOpenId(undefined)} />
      {holder}
    </ListPage>
  );
}
