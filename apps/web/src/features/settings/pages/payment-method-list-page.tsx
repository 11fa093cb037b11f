import {
  PAYMENT_METHOD_TYPES,
  type PaymentMethodRow,
  type PaymentMethodType,
  paymentMethodResource,
} from '@tillbook/contract';
import { Select, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getLang } from '../../../shared/i18n/lang';
import { ResourceTable } from '../../../shared/ui/crud/resource-table';
import { StoreFilter, StoreTags } from '../components/store-fields';
import { formatPercent } from '../format';
import { SETTINGS_LIST, SETTINGS_PATHS } from '../paths';

interface Filters {
  type?: PaymentMethodType;
  storeId?: number;
}
const INITIAL: Filters = {};

/** /setting/payway: the payment methods, searched by name and filtered by type and store. */
export default function PaymentMethodListPage() {
  const { t } = useTranslation(['settings', 'menu']);
  const navigate = useNavigate();
  const lang = getLang();
  const passwords = (r: PaymentMethodRow) => [r.hasPassword1, r.hasPassword2].filter(Boolean).length;

  const columns: TableColumnsType<PaymentMethodRow> = [
    { key: 'name', title: t('field.name'), dataIndex: 'name' },
    { key: 'type', title: t('paymentMethod.type'), render: (_, r) => t(`paymentMethod.types.${r.type}`) },
    { key: 'fee', title: t('paymentMethod.handlingFee'), render: (_, r) => formatPercent(r.handlingFee, lang) },
    { key: 'account', title: t('paymentMethod.account'), render: (_, r) => r.account || '—' },
    {
      key: 'passwords',
      title: t('paymentMethod.passwords'),
      render: (_, r) =>
        passwords(r) ? (
          <Tag color="green">{t('paymentMethod.passwordsSet', { n: passwords(r) })}</Tag>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      key: 'stores',
      title: t('stores.stores'),
      render: (_, r) => <StoreTags allStores={r.allStores} stores={r.stores} />,
    },
  ];

  return (
    <ResourceTable
      resource={paymentMethodResource}
      testId="payment-method"
      title={t('menu:setting.payway')}
      {...SETTINGS_LIST}
      initialFilters={INITIAL}
      filters={(f, set) => (
        <>
          <Select
            allowClear
            value={f.type}
            onChange={(type) => set({ type })}
            placeholder={t('paymentMethod.type')}
            aria-label={t('paymentMethod.type')}
            options={PAYMENT_METHOD_TYPES.map((type) => ({ value: type, label: t(`paymentMethod.types.${type}`) }))}
            style={{ width: 180, maxWidth: '100%' }}
            data-testid="payment-method-filter-type"
          />
          <StoreFilter
            value={f.storeId}
            onChange={(storeId) => set({ storeId })}
            testId="payment-method-filter-store"
          />
        </>
      )}
      columns={columns}
      addLabel={t('paymentMethod.add')}
      emptyText={t('paymentMethod.empty')}
      onAdd={() => navigate(SETTINGS_PATHS.paymentMethodEdit)}
      onEdit={(r) => navigate(`${SETTINGS_PATHS.paymentMethodEdit}?id=${r.id}`)}
    />
  );
}
