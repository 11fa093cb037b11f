import type { OnlineOrderRow } from '@tillbook/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, hasFilters } from '../../../shared/ui/crud/empty-state';
import { ExportButtons } from '../../../shared/ui/crud/export-buttons';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { QueryTable } from '../../../shared/ui/crud/query-table';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { useOrderList } from '../api';
import { NewOrdersBell } from './new-orders';
import { useOrderColumns } from './order-columns';
import { OrderDetailDrawer } from './order-detail-drawer';
import { OrderFilterBar, type OrderFilters } from './order-filters';
import { OrderStateActions } from './order-state-actions';

const INITIAL: OrderFilters = {};

/**
 * The online orders (`orderList`): filters (dates, shop, state, delivery or pickup, member, keyword), newest first,
 * the next moves of each order (confirmed), its detail, the xlsx export of what the filters select, and new orders
 * shown without reloading (see NewOrdersBell). Test ids `order-…`.
 */
export function OrderList() {
  const { t } = useTranslation(['onlineShop', 'crud', 'menu']);
  const { body, filters, setFilters, reset, pagination } = useListParams(INITIAL);
  const list = useOrderList({ ...body, sort: '-createdAt' });
  const [open, setOpen] = useState<number>();
  const columns = useOrderColumns((r) => setOpen(r.id));

  return (
    <ListPage
      testId="order-list"
      title={t('menu:readmeApp.orderList')}
      actions={
        <>
          <NewOrdersBell />
          <ExportButtons path="/own/goods/exportNOrders" body={filters} formats={['xlsx']} testId="order-export" />
        </>
      }
      filters={
        <>
          <OrderFilterBar filters={filters} onChange={setFilters} />
          <Button onClick={reset} data-testid="order-reset">
            {t('crud:reset')}
          </Button>
        </>
      }
    >
      <QueryTable<OnlineOrderRow>
        query={list}
        testId="order-table"
        rowKey="id"
        pagination={pagination}
        columns={[
          ...columns,
          {
            key: 'actions',
            title: t('crud:actions'),
            fixed: 'right',
            render: (_, r) => <OrderStateActions order={r} />,
          },
        ]}
        empty={<EmptyState text={t('order.empty')} filtered={hasFilters(filters)} testId="order-empty" />}
      />
      {open !== undefined && <OrderDetailDrawer id={open} onClose={() => setOpen(undefined)} />}
    </ListPage>
  );
}
