import { type TaxRow, taxResource } from '@tillbook/contract';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getLang } from '../../../shared/i18n/lang';
import { ResourceTable } from '../../../shared/ui/crud/resource-table';
import { StoreFilter, StoreTags } from '../components/store-fields';
import { formatPercent } from '../format';
import { SETTINGS_LIST, SETTINGS_PATHS } from '../paths';

interface Filters {
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
    <ResourceTable
      resource={taxResource}
      testId="tax"
      title={t('menu:setting.revenueSetting')}
      {...SETTINGS_LIST}
      initialFilters={INITIAL}
      filters={(f, set) => (
        <StoreFilter value={f.storeId} onChange={(storeId) => set({ storeId })} testId="tax-filter-store" />
      )}
      columns={columns}
      addLabel={t('tax.add')}
      emptyText={t('tax.empty')}
      onAdd={() => navigate(SETTINGS_PATHS.taxEdit)}
      onEdit={(r) => navigate(`${SETTINGS_PATHS.taxEdit}?id=${r.id}`)}
    />
  );
}
