import { ASSET_STATUSES, type AssetListResult, type AssetRow, type AssetStatus } from '@tillbook/contract';
import { Select, type TableColumnsType, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currencyOf, formatMoney } from '../../../shared/format/money';
import { formatQuantity } from '../../../shared/format/numbers';
import { getLang } from '../../../shared/i18n/lang';
import { useLoginInfo } from '../../../shared/session/session';
import { ResourceTable } from '../../../shared/ui/crud/resource-table';
import { useStoreCurrencies } from '../api';
import { KIND, type StoreKind } from '../kind';
import { AssetTotals } from './asset-totals';
import { StorePicker } from './store-picker';

interface AssetFilters {
  storeId?: number;
  status?: AssetStatus;
  keyword?: string;
}
const INITIAL_FILTERS: AssetFilters = {};
export const STATUS_COLOR: Record<AssetStatus, string> = { used: 'green', idle: 'blue', damaged: 'red' };

/** Assets of the stores (or trucks): store, status and keyword filters, totals per status, add/edit/delete. */
export function AssetList({ kind }: { kind: StoreKind }) {
  const { t } = useTranslation(['stores', 'crud']);
  const k = KIND[kind];
  const navigate = useNavigate();
  const lang = getLang();
  const login = useLoginInfo();
  const stores = useStoreCurrencies(kind);

  // Amounts are in their store's currency; totals over several stores in the merchant's.
  const currencyByStore = useMemo(
    () => new Map((stores.data?.list ?? []).map((s) => [s.id, currencyOf(s.sysCurrencyId)])),
    [stores.data],
  );
  const money = (row: AssetRow, value: string) => formatMoney(value, currencyByStore.get(row.storeId), lang);
  const totalsCurrency = (storeId: number | undefined) =>
    storeId ? currencyByStore.get(storeId) : currencyOf(login?.sysCurrencyId);

  const columns: TableColumnsType<AssetRow> = [
    { key: 'name', title: t('assets.name'), dataIndex: 'name' },
    { key: 'code', title: t('assets.code'), render: (_, r) => r.code || '—' },
    { key: 'store', title: t(`${k.texts}.one`), dataIndex: 'storeName' },
    { key: 'quantity', title: t('assets.quantity'), align: 'right', render: (_, r) => formatQuantity(r.quantity) },
    { key: 'value', title: t('assets.value'), align: 'right', render: (_, r) => money(r, r.value) },
    { key: 'amount', title: t('assets.amount'), align: 'right', render: (_, r) => money(r, r.amount) },
    {
      key: 'status',
      title: t('assets.status'),
      render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{t(`assetStatus.${r.status}`)}</Tag>,
    },
  ];

  return (
    <ResourceTable
      resource={k.assetResource}
      testId="asset"
      title={t(`menu:${kind === 'store' ? 'storeManage.storeAsset' : 'diningCar.assetList'}`)}
      initialFilters={INITIAL_FILTERS}
      searchPlaceholder={t('assets.keyword')}
      filters={(f, set) => (
        <>
          <StorePicker
            kind={kind}
            value={f.storeId}
            onChange={(storeId) => set({ storeId })}
            allowClear
            placeholder={t(`${k.texts}.all`)}
            testId="asset-filter-store"
          />
          <Select
            value={f.status}
            onChange={(status?: AssetStatus) => set({ status })}
            allowClear
            placeholder={t('assets.status')}
            aria-label={t('assets.status')}
            options={ASSET_STATUSES.map((s) => ({ value: s, label: t(`assetStatus.${s}`) }))}
            style={{ width: 160 }}
            data-testid="asset-filter-status"
          />
        </>
      )}
      columns={columns}
      addLabel={t('assets.add')}
      emptyText={t('assets.empty')}
      onAdd={(f) => navigate(f.storeId ? `${k.assetEdit}?storeId=${f.storeId}` : k.assetEdit)}
      onEdit={(r) => navigate(`${k.assetEdit}?id=${r.id}`)}
      aboveTable={(answer, f) => (
        <AssetTotals totals={(answer as AssetListResult | undefined)?.totals} currency={totalsCurrency(f.storeId)} />
      )}
    />
  );
}
