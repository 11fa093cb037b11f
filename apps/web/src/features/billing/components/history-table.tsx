import type { BillingHistoryRow } from '@tillbook/contract';
import { Card, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { EmptyState } from '../../../shared/ui/crud/empty-state';
import { QueryTable } from '../../../shared/ui/crud/query-table';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { useHistory } from '../api';
import { useUsd } from './usd';

const INITIAL = {};

/** The subscription's history of changes, newest first. */
export function HistoryTable({ planName }: { planName: (code: string | null) => string }) {
  const { t } = useTranslation('billing');
  const usd = useUsd();
  const list = useListParams(INITIAL, 10);
  const history = useHistory(list.body, true);

  const columns: TableColumnsType<BillingHistoryRow> = [
    { key: 'at', title: t('history.at'), render: (_, r) => formatDateTime(r.at) },
    { key: 'event', title: t('history.event'), render: (_, r) => t(`event.${r.event}`) },
    {
      key: 'plans',
      title: t('history.plans'),
      render: (_, r) =>
        r.fromPlanCode && r.toPlanCode && r.fromPlanCode !== r.toPlanCode
          ? `${planName(r.fromPlanCode)} → ${planName(r.toPlanCode)}`
          : planName(r.toPlanCode ?? r.fromPlanCode),
    },
    { key: 'amount', title: t('history.amount'), align: 'right', render: (_, r) => usd(r.amount) },
  ];

  return (
    <Card title={t('history.title')} data-testid="billing-history">
      <QueryTable<BillingHistoryRow>
        query={history}
        testId="billing-history-table"
        rowKey="id"
        rowTestId="billing-history"
        columns={columns}
        pagination={list.pagination}
        empty={<EmptyState text={t('history.empty')} />}
      />
    </Card>
  );
}
