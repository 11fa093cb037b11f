import type { OrderRow } from '@tillbook/contract';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { toast } from '../../../shared/ui/toast';
import { useOrderList, useReviewException } from '../api';
import { useReceiptColumns } from '../components/receipt-columns';
import { ReceiptDetailDialog } from '../components/receipt-detail-dialog';
import { ReportList } from '../components/report-list';
import { useReportList } from '../components/use-report-list';

export type ReceiptReport = 'notPayment' | 'payment' | 'paymentException';
type ExceptionFilter = 'unreviewed' | 'reviewed';

/**
 * The receipt reports: unpaid receipts (open tickets), paid receipts, and paid-invoice exceptions (unreviewed
 * first, with the review after a confirmation). A receipt opens in the detail dialog. Exports send the list's own
 * body (status or review state included).
 */
export function ReceiptListPage({ report }: { report: ReceiptReport }) {
  const { t } = useTranslation(['reports', 'menu']);
  const exceptions = report === 'paymentException';
  const state = useReportList<{ exception?: ExceptionFilter }>(exceptions ? { exception: 'unreviewed' } : {});
  const status = report === 'notPayment' ? 'unpaid' : 'paid';
  // The exports take the list's own body (OrderListQuery: paging ignored, every row) plus the format.
  const listQuery = exceptions ? state.body : { ...state.body, status };
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
  const columns = useReceiptColumns((r) => setOpenId(r.id), exceptions ? reviewOne : undefined);

  return (
    <ReportList
      testId={`report-page-${report}`}
      title={t(`menu:report.${report}`)}
      state={state}
      filterOptions={{ storeMode: 'single', keyword: true }}
      extraFilters={
        exceptions && (
          <Select<ExceptionFilter>
            value={state.extra.exception}
            onChange={(exception) => state.setExtra({ exception })}
            options={(['unreviewed', 'reviewed'] as const).map((v) => ({ value: v, label: t(`exception.${v}`) }))}
            aria-label={t('col.exception')}
            style={{ width: 150 }}
            data-testid="report-exception-state"
          />
        )
      }
      exportPath={exceptions ? '/statistics/error/export' : '/statistics/receipt/export'}
      exportBody={listQuery}
      query={list}
      columns={columns}
      tableTestId="receipt-table"
      rowTestId="receipt-row"
      emptyText={t(`emptyList.${report}`)}
    >
      <ReceiptDetailDialog id={openId} onClose={() => setOpenId(undefined)} />
      {holder}
    </ReportList>
  );
}
