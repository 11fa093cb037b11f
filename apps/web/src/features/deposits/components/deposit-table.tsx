import { EyeOutlined } from '@ant-design/icons';
import type { DepositRow } from '@tillbook/contract';
import { Button, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { type ListQueryState, QueryTable } from '../../../shared/ui/crud/query-table';
import { formatQuantity, phoneText } from './quantity';
import { DepositStateTag } from './state-tag';

/** The deposit list's table: every §3 field of a deposit, its state, and the detail action; loading, error, empty. */
export function DepositTable({
  query,
  pagination,
  onView,
  empty,
}: {
  query: ListQueryState<DepositRow>;
  pagination: (total: number | undefined) => TablePaginationConfig;
  onView: (row: DepositRow) => void;
  /** What the table shows without rows. */
  empty: ReactNode;
}) {
  const { t } = useTranslation(['deposits', 'crud']);
  const quantity = (v: string) => formatQuantity(v);
  const columns: ColumnsType<DepositRow> = [
    { title: t('field.number'), dataIndex: 'number' },
    { title: t('field.orderNumber'), dataIndex: 'orderNumber', render: (v: string) => v || '—' },
    { title: t('field.item'), dataIndex: 'itemName' },
    { title: t('field.quantity'), dataIndex: 'quantity', align: 'right', render: quantity },
    { title: t('field.taken'), dataIndex: 'takenQuantity', align: 'right', render: quantity },
    { title: t('field.remaining'), dataIndex: 'remaining', align: 'right', render: quantity },
    {
      title: t('field.state'),
      dataIndex: 'state',
      render: (_, r) => <DepositStateTag state={r.state} testId={`deposit-state-${r.id}`} />,
    },
    { title: t('field.depositedAt'), dataIndex: 'depositedAt', render: (v: string) => formatDateTime(v) },
    { title: t('field.pickupDeadline'), dataIndex: 'pickupDeadline', render: (v: string) => formatDateTime(v) },
    { title: t('field.depositor'), dataIndex: 'depositor' },
    { title: t('field.phone'), key: 'phone', render: (_, r) => phoneText(r.areaCode, r.phone) },
    { title: t('field.staff'), dataIndex: 'staffName', render: (v: string) => v || '—' },
    { title: t('field.store'), dataIndex: 'storeName' },
    {
      title: t('crud:actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined />}
          onClick={() => onView(r)}
          data-testid={`deposit-view-${r.id}`}
        >
          {t('crud:detail')}
        </Button>
      ),
    },
  ];

  return (
    <QueryTable<DepositRow>
      query={query}
      testId="deposit-table"
      rowKey="id"
      rowTestId="deposit-row"
      errorTestId="deposit-list-error"
      columns={columns}
      pagination={pagination}
      empty={empty}
    />
  );
}
