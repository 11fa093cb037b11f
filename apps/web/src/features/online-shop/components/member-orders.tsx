import type { OnlineOrderRow } from '@tillbook/contract';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/crud/empty-state';
import { QueryTable } from '../../../shared/ui/crud/query-table';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { useOrderList } from '../api';
import { useOrderColumns } from './order-columns';
import { OrderDetailDrawer } from './order-detail-drawer';

/** An online member's order history, newest first; a number opens the order. Test ids `member-orders-…`. */
export function MemberOrders({ memberId }: { memberId: number }) {
  const { t } = useTranslation('onlineShop');
  const { body, pagination } = useListParams({ onlineMemberId: memberId }, 10);
  const list = useOrderList({ ...body, sort: '-createdAt' });
  const [open, setOpen] = useState<number>();
  const columns = useOrderColumns((r) => setOpen(r.id)).filter((c) => c.key !== 'who' && c.key !== 'phone');
  return (
    <div style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{t('member.history')}</Typography.Title>
      <QueryTable<OnlineOrderRow>
        query={list}
        testId="member-orders"
        rowKey="id"
        pagination={pagination}
        columns={columns}
        empty={<EmptyState text={t('member.noOrders')} testId="member-orders-empty" />}
      />
      {open !== undefined && <OrderDetailDrawer id={open} onClose={() => setOpen(undefined)} />}
    </div>
  );
}
