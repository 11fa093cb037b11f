import type { MemberLedgerRow } from '@tillbook/contract';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import type { LedgerBody } from '../api';

/** A page of a points or credit ledger, newest first, with its own paging. */
export function LedgerTable({
  memberId,
  useHistory,
  format,
  testId,
}: {
  memberId: number;
  useHistory: (body: LedgerBody) => { data?: { list: MemberLedgerRow[]; total: number }; isFetching: boolean };
  format: (value: string) => string;
  testId: string;
}) {
  const { t } = useTranslation('members');
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const history = useHistory({ memberId, ...paging });

  const columns: ColumnsType<MemberLedgerRow> = [
    { title: t('ledger.time'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    { title: t('ledger.kind'), dataIndex: 'kind', render: (v: string) => t(`ledger.kinds.${v}`, { defaultValue: v }) },
    {
      title: t('ledger.change'),
      dataIndex: 'delta',
      align: 'right',
      render: (v: string) => (
        <Typography.Text type={v.startsWith('-') ? 'danger' : 'success'}>
          {v.startsWith('-') ? '−' : '+'}
          {format(v.replace(/^-/, ''))}
        </Typography.Text>
      ),
    },
    { title: t('ledger.balanceAfter'), dataIndex: 'balanceAfter', align: 'right', render: (v: string) => format(v) },
    {
      title: t('ledger.reason'),
      key: 'reason',
      render: (_, r) => r.reason || r.docRef || '—',
    },
    { title: t('ledger.by'), dataIndex: 'userName', render: (v: string | null) => v ?? '—' },
  ];

  return (
    <div data-testid={testId}>
      <Table<MemberLedgerRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={history.data?.list ?? []}
        loading={history.isFetching}
        scroll={{ x: true }}
        locale={{ emptyText: t('ledger.empty') }}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: history.data?.total ?? 0,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
    </div>
  );
}
