import { TRANSFER_STATUSES, type TransferListQuery, type TransferRow } from '@tillbook/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { moneyColumn, qtyColumn, timeColumn } from '../components/data-table';
import { DocumentListPage } from '../components/document-list';
import { StoreSelect } from '../components/filters';
import { useMoney } from '../format';
import { STOCK_PATHS } from '../paths';

type Filters = Omit<TransferListQuery, 'page' | 'pageSize' | 'sort'>;
const INITIAL: Filters = {};
const place = (store: string, area: string) => (area ? `${store} · ${area}` : store);

/** /stockManage/transfer: transfers between stores (filters number, status, source, target, dates; export). */
export default function TransferListPage() {
  const { t } = useTranslation(['stock', 'menu']);
  const navigate = useNavigate();
  const money = useMoney();

  const columns: ColumnsType<TransferRow> = [
    { title: t('transfer.fromStore'), key: 'from', render: (_, r) => place(r.fromStoreName, r.fromArea) },
    { title: t('transfer.toStore'), key: 'to', render: (_, r) => place(r.toStoreName, r.toArea) },
    qtyColumn(t('transfer.sentQuantity'), 'sentQuantity'),
    qtyColumn(t('transfer.receivedQuantity'), 'receivedQuantity'),
    moneyColumn(t('field.totalCost'), 'totalCost', money),
    timeColumn(t('field.createdAt'), 'createdAt'),
    timeColumn(t('transfer.receivedAt'), 'receivedAt'),
    { title: t('field.operator'), dataIndex: 'operatorName' },
  ];

  return (
    <DocumentListPage<TransferRow, Filters>
      doc="transfer"
      testId="transfer-list-page"
      title={t('menu:stockManage.transfer')}
      addLabel={t('transfer.add')}
      onAdd={() => navigate(STOCK_PATHS.transferEdit)}
      initialFilters={INITIAL}
      statuses={{ kind: 'transfer', values: TRANSFER_STATUSES }}
      storeFilter={false}
      filters={(filters, setFilters) => (
        <>
          <StoreSelect
            value={filters.fromStoreId}
            onChange={(fromStoreId) => setFilters({ fromStoreId })}
            placeholder={t('transfer.fromStore')}
            testId="transfer-filter-from"
          />
          <StoreSelect
            value={filters.toStoreId}
            onChange={(toStoreId) => setFilters({ toStoreId })}
            placeholder={t('transfer.toStore')}
            testId="transfer-filter-to"
          />
        </>
      )}
      columns={columns}
      infoPath={STOCK_PATHS.transferInfo}
      nextStep={{
        label: t('transfer.receive'),
        path: STOCK_PATHS.transferReceive,
        testId: 'receive',
        when: (r) => r.status !== 'completed',
      }}
      emptyText={t('transfer.empty')}
    />
  );
}
