import { ASSET_STATUSES, type AssetRow, type AssetStatus } from '@tillbook/contract';
import { Button, Flex, Input, Select, Table, type TableColumnsType, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currencyOf, formatMoney } from '../../../shared/format/money';
import { getLang } from '../../../shared/i18n/lang';
import { useLoginInfo } from '../../../shared/session/session';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { toast } from '../../../shared/ui/toast';
import { useAssetList, useDeleteAsset, useStoreOptions } from '../api';
import { formatQuantity } from '../format';
import { KIND, type StoreKind } from '../kind';
import { AssetTotals } from './asset-totals';
import { EmptyList, LoadError } from './load-error';
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
  const { body, filters, setFilters, reset, pagination } = useListParams(INITIAL_FILTERS);
  const list = useAssetList(kind, body);
  const stores = useStoreOptions(kind);
  const remove = useDeleteAsset(kind);
  const { confirmDelete, holder } = useConfirm();
  const [keyword, setKeyword] = useState('');
  useEffect(() => setKeyword(filters.keyword ?? ''), [filters.keyword]);

  // Amounts are in their store's currency; totals over several stores in the merchant's.
  const currencyByStore = useMemo(
    () => new Map((stores.data ?? []).map((s) => [s.id, currencyOf(s.sysCurrencyId)])),
    [stores.data],
  );
  const totalsCurrency = currencyOf(
    filters.storeId ? stores.data?.find((s) => s.id === filters.storeId)?.sysCurrencyId : login?.sysCurrencyId,
  );
  const money = (row: AssetRow, value: string) => formatMoney(value, currencyByStore.get(row.storeId), lang);

  const onDelete = async (row: AssetRow) => {
    if (!(await confirmDelete(row.name))) return;
    try {
      await remove.mutateAsync(row.id);
      toast.success(t('crud:deleted'));
    } catch {
      // The client has shown why.
    }
  };

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
    {
      key: 'actions',
      title: t('crud:actions'),
      render: (_, r) => (
        <Flex gap={4}>
          <Button
            type="link"
            size="small"
            onClick={() => navigate(`${k.assetEdit}?id=${r.id}`)}
            data-testid={`asset-edit-${r.id}`}
          >
            {t('crud:edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => void onDelete(r)} data-testid={`asset-delete-${r.id}`}>
            {t('crud:delete')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <ListPage
      testId="asset-list"
      title={t(`menu:${kind === 'store' ? 'storeManage.storeAsset' : 'diningCar.assetList'}`)}
      actions={
        <Button
          type="primary"
          onClick={() => navigate(filters.storeId ? `${k.assetEdit}?storeId=${filters.storeId}` : k.assetEdit)}
          data-testid="asset-add"
        >
          {t('assets.add')}
        </Button>
      }
      filters={
        <>
          <StorePicker
            kind={kind}
            value={filters.storeId}
            onChange={(storeId) => setFilters({ storeId })}
            allowClear
            placeholder={t(`${k.texts}.all`)}
            testId="asset-filter-store"
          />
          <Select
            value={filters.status}
            onChange={(status?: AssetStatus) => setFilters({ status })}
            allowClear
            placeholder={t('assets.status')}
            aria-label={t('assets.status')}
            options={ASSET_STATUSES.map((s) => ({ value: s, label: t(`assetStatus.${s}`) }))}
            style={{ width: 160 }}
            data-testid="asset-filter-status"
          />
          <Input.Search
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(v) => setFilters({ keyword: v.trim() || undefined })}
            placeholder={t('assets.keyword')}
            aria-label={t('assets.keyword')}
            allowClear
            enterButton
            style={{ width: 240, maxWidth: '100%' }}
            data-testid="asset-search"
          />
          <Button onClick={reset} data-testid="asset-filter-reset">
            {t('crud:reset')}
          </Button>
        </>
      }
    >
      {holder}
      <AssetTotals totals={list.data?.totals} currency={totalsCurrency} />
      {list.isError && !list.data ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : (
        <Table<AssetRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.list}
          loading={list.isFetching}
          pagination={pagination(list.data?.total)}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyList text={t('assets.empty')} /> }}
          data-testid="asset-table"
        />
      )}
    </ListPage>
  );
}
