import { type OrderTypeRow, orderTypeResource } from '@tillbook/contract';
import { Flex, Select, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResourceTable } from '../../../shared/ui/crud/resource-table';
import { OrderTypeLook } from '../components/order-type-look';
import { StoreFilter, StoreTags } from '../components/store-fields';
import { SETTINGS_LIST, SETTINGS_PATHS } from '../paths';

interface Filters {
  available?: boolean;
  storeId?: number;
}
const INITIAL: Filters = {};

/** /setting/orderClassify: the order types by serial number; the built-ins are marked and cannot be deleted. */
export default function OrderTypeListPage() {
  const { t } = useTranslation(['settings', 'menu']);
  const navigate = useNavigate();
  const columns: TableColumnsType<OrderTypeRow> = [
    { key: 'sort', title: t('orderType.sort'), dataIndex: 'sort' },
    {
      key: 'name',
      title: t('field.name'),
      render: (_, r) => (
        <Flex align="center" gap={8}>
          <OrderTypeLook name={r.name} color={r.color} logo={r.logo} />
          <span>{r.name}</span>
          {r.builtinKey && (
            <Tag color="blue" data-testid={`order-type-builtin-${r.id}`}>
              {t('orderType.builtin')}
            </Tag>
          )}
        </Flex>
      ),
    },
    {
      key: 'available',
      title: t('orderType.available'),
      render: (_, r) => (r.available ? <Tag color="green">{t('orderType.on')}</Tag> : <Tag>{t('orderType.off')}</Tag>),
    },
    {
      key: 'stores',
      title: t('stores.stores'),
      render: (_, r) => <StoreTags allStores={r.allStores} stores={r.stores} />,
    },
  ];
  return (
    <ResourceTable
      resource={orderTypeResource}
      testId="order-type"
      title={t('menu:setting.orderClassify')}
      {...SETTINGS_LIST}
      initialFilters={INITIAL}
      filters={(f, set) => (
        <>
          <Select
            allowClear
            value={f.available}
            onChange={(available) => set({ available })}
            placeholder={t('orderType.available')}
            aria-label={t('orderType.available')}
            options={[
              { value: true, label: t('orderType.on') },
              { value: false, label: t('orderType.off') },
            ]}
            style={{ width: 150 }}
            data-testid="order-type-filter-available"
          />
          <StoreFilter value={f.storeId} onChange={(storeId) => set({ storeId })} testId="order-type-filter-store" />
        </>
      )}
      columns={columns}
      addLabel={t('orderType.add')}
      emptyText={t('orderType.empty')}
      onAdd={() => navigate(SETTINGS_PATHS.orderTypeEdit)}
      onEdit={(r) => navigate(`${SETTINGS_PATHS.orderTypeEdit}?id=${r.id}`)}
      canDelete={(r) => r.builtinKey === null}
    />
  );
}
