import { onlineShopResource, type ShopRow } from '@tillbook/contract';
import { Button, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStoreOptions } from '../../../shared/api/store-options';
import { formatDateTime } from '../../../shared/format/dates';
import { ResourceTable } from '../../../shared/ui/crud/resource-table';
import { ONLINE_PATHS, settingsPath } from '../paths';
import { ShopFormModal } from './shop-form-modal';
import { ShopOpenSwitch } from './shop-open-switch';
import { ShopQrImage } from './shop-qr-image';

interface ShopFilters {
  storeId?: number;
  open?: boolean;
  keyword?: string;
}
const INITIAL_FILTERS: ShopFilters = {};

/**
 * The online shops (`shopList`): one per store or food truck, each with its state (opened or closed after a
 * confirmation), its public address and QR code; settings, QR page, rename and delete (1016 while orders are open).
 */
export function ShopList() {
  const { t } = useTranslation(['onlineShop', 'crud', 'menu']);
  const navigate = useNavigate();
  const stores = useStoreOptions();
  // undefined: closed; null: adding; a row: renaming it.
  const [editing, setEditing] = useState<ShopRow | null | undefined>(undefined);

  const columns: TableColumnsType<ShopRow> = [
    { key: 'name', title: t('field.name'), dataIndex: 'name', fixed: 'left' },
    {
      key: 'store',
      title: t('field.store'),
      render: (_, r) => (
        <>
          {r.storeName} {r.storeKind === 'truck' && <Tag>{t('shop.truck')}</Tag>}
        </>
      ),
    },
    { key: 'open', title: t('field.state'), render: (_, r) => <ShopOpenSwitch shop={r} /> },
    {
      key: 'url',
      title: t('field.url'),
      render: (_, r) => (
        <Typography.Link href={r.url} target="_blank" rel="noreferrer" copyable={{ text: r.url }}>
          {r.url}
        </Typography.Link>
      ),
    },
    { key: 'qr', title: t('field.qr'), render: (_, r) => <ShopQrImage shopId={r.id} size={64} /> },
    { key: 'createdAt', title: t('field.createdAt'), render: (_, r) => formatDateTime(r.createdAt) },
  ];

  return (
    <>
      <ResourceTable
        resource={onlineShopResource}
        testId="shop"
        title={t('menu:readmeApp.shopList')}
        initialFilters={INITIAL_FILTERS}
        searchPlaceholder={t('shop.keyword')}
        filters={(f, set) => (
          <>
            <Select
              allowClear
              placeholder={t('filter.allStores')}
              value={f.storeId}
              onChange={(storeId?: number) => set({ storeId })}
              options={stores.data?.stores.map((s) => ({ value: s.id, label: s.name }))}
              loading={stores.isPending}
              style={{ minWidth: 160 }}
              aria-label={t('field.store')}
              data-testid="shop-filter-store"
            />
            <Select
              allowClear
              placeholder={t('filter.allStates')}
              value={f.open}
              onChange={(open?: boolean) => set({ open })}
              options={[
                { value: true, label: t('state.open') },
                { value: false, label: t('state.closed') },
              ]}
              style={{ minWidth: 130 }}
              aria-label={t('field.state')}
              data-testid="shop-filter-open"
            />
          </>
        )}
        columns={columns}
        addLabel={t('shop.add')}
        emptyText={t('shop.empty')}
        onAdd={() => setEditing(null)}
        onEdit={(r) => setEditing(r)}
        rowActions={(r) => (
          <>
            <Button
              type="link"
              size="small"
              onClick={() => navigate(settingsPath('set', r.id))}
              data-testid={`shop-settings-${r.id}`}
            >
              {t('shop.settings')}
            </Button>
            <Button
              type="link"
              size="small"
              onClick={() => navigate(`${ONLINE_PATHS.qr}?shopId=${r.id}`)}
              data-testid={`shop-qrpage-${r.id}`}
            >
              {t('field.qr')}
            </Button>
          </>
        )}
      />
      {editing !== undefined && <ShopFormModal shop={editing ?? undefined} onClose={() => setEditing(undefined)} />}
    </>
  );
}
