import type { TaxRow } from '@tillbook/contract';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getLang } from '../../../shared/i18n/lang';
import { SettingTable } from '../components/setting-table';
import { StoreSelect, StoreTags } from '../components/store-fields';
import { formatPercent } from '../format';
import { SETTINGS_PATHS } from '../paths';

interface Filters {
  name?: string;
  storeId?: number;
}
const INITIAL: Filters = {};

/** /setting/revenueSetting: the taxes, searched by name and filtered by store or truck. */
export default function TaxListPage() {
  const { t } = useTranslation(['settings', 'menu']);
  const navigate = useNavigate();
  const lang = getLang();
  const columns: TableColumnsType<TaxRow> = [
    { key: 'name', title: t('field.name'), dataIndex: 'name' },
    { key: 'rate', title: t('tax.rate'), render: (_, r) => formatPercent(r.rate, lang) },
    { key: 'calculation', title: t('tax.calculation'), render: (_, r) => t(`tax.calculations.${r.calculation}`) },
    {
      key: 'stores',
      title: t('tax.appliesAt'),
      render: (_, r) => <StoreTags stores={r.stores} places={r.places} />,
    },
  ];
  return (
    <SettingTable
      kind="revenue"
      testId="tax"
      title={t('menu:setting.revenueSetting')}
      initialFilters={INITIAL}
      filters={(f, set) => (
        <StoreSelect
          allowClear
          value={f.storeId}
          onChange={(storeId) => set({ storeId: storeId as number | undefined })}
          placeholder={t('filter.store')}
          width={220}
          testId="tax-filter-store"
        />
      )}
      columns={columns}
      addLabel={t('tax.add')}
      emptyText={t('tax.empty')}
      onAdd={() => navigate(SETTINGS_PATHS.taxEdit)}
      onEdit={(r) => navigate(`${SETTINGS_PATHS.taxEdit}?id=${r.id}`)}
    />
  );
}
