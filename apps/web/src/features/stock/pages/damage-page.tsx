import type { DamageQuery, DamageRow } from '@tillbook/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { EmptyState, hasFilters } from '../../../shared/ui/crud/empty-state';
import { ExportButtons } from '../../../shared/ui/crud/export-buttons';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { QueryTable } from '../../../shared/ui/crud/query-table';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { exportPath, useDamage } from '../api';
import { itemColumn, moneyColumn, qtyColumn } from '../components/data-table';
import { Figures } from '../components/figures';
import { DateRange, KeywordSearch, StoreSelect } from '../components/filters';
import { formatQty, itemKey, useMoney } from '../format';

type Filters = Omit<DamageQuery, 'page' | 'pageSize' | 'sort'>;
const INITIAL: Filters = {};

/** /stockManage/damageGoods: damaged and lost quantities and their value per item over a range (export). */
export default function DamagePage() {
  const { t } = useTranslation(['stock', 'menu']);
  const money = useMoney();
  const { body, filters, setFilters, pagination } = useListParams(INITIAL);
  const damage = useDamage(body);
  const totals = damage.data?.totals;

  const columns: ColumnsType<DamageRow & { key: string }> = [
    itemColumn(t('field.item')),
    qtyColumn(t('damage.damagedQuantity'), 'damagedQuantity'),
    moneyColumn(t('damage.damagedValue'), 'damagedValue', money),
    qtyColumn(t('damage.lostQuantity'), 'lostQuantity'),
    moneyColumn(t('damage.lostValue'), 'lostValue', money),
    moneyColumn(t('damage.totalValue'), 'totalValue', money),
  ];

  return (
    <ListPage
      testId="damage-page"
      title={t('menu:stockManage.damageGoods')}
      actions={<ExportButtons path={exportPath('damage')} body={filters} testId="damage-export" />}
      filters={
        <>
          <DateRange from={filters.dateFrom} to={filters.dateTo} onChange={setFilters} testId="damage-filter-dates" />
          <StoreSelect
            value={filters.storeId}
            onChange={(storeId) => setFilters({ storeId })}
            testId="damage-filter-store"
          />
          <KeywordSearch
            value={filters.keyword}
            placeholder={t('field.itemSearch')}
            onSearch={(keyword) => setFilters({ keyword })}
            testId="damage-filter-keyword"
          />
        </>
      }
    >
      {totals ? (
        <Figures
          testId="damage-totals"
          items={[
            { key: 'damagedQuantity', title: t('damage.damagedQuantity'), value: formatQty(totals.damagedQuantity) },
            { key: 'damagedValue', title: t('damage.damagedValue'), value: money(totals.damagedValue) },
            { key: 'lostQuantity', title: t('damage.lostQuantity'), value: formatQty(totals.lostQuantity) },
            { key: 'lostValue', title: t('damage.lostValue'), value: money(totals.lostValue) },
            { key: 'totalValue', title: t('damage.totalValue'), value: money(totals.totalValue) },
          ]}
        />
      ) : null}
      <QueryTable
        query={{
          ...damage,
          data: damage.data
            ? { list: damage.data.list.map((r) => ({ ...r, key: itemKey(r) })), total: damage.data.total }
            : undefined,
        }}
        columns={columns}
        pagination={pagination}
        testId="damage-table"
        rowKey="key"
        empty={<EmptyState text={t('damage.empty')} filtered={hasFilters(filters)} testId="damage-table-empty" />}
      />
    </ListPage>
  );
}
