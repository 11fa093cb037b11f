import { type PrinterGroupRow, printerGroupResource } from '@tillbook/contract';
import { type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResourceTable } from '../../../shared/ui/crud/resource-table';
import { StoreFilter } from '../components/store-fields';
import { SETTINGS_LIST, SETTINGS_PATHS } from '../paths';

interface Filters {
  storeId?: number;
}
const INITIAL: Filters = {};

/** /setting/printSetting: the printer groups, which route kitchen tickets by category, per store. */
export default function PrinterGroupListPage() {
  const { t } = useTranslation(['settings', 'menu']);
  const navigate = useNavigate();
  const columns: TableColumnsType<PrinterGroupRow> = [
    { key: 'name', title: t('field.name'), dataIndex: 'name' },
    { key: 'store', title: t('printerGroup.store'), render: (_, r) => r.store.name },
    {
      key: 'categories',
      title: t('printerGroup.categories'),
      render: (_, r) =>
        r.categoryIds.length ? (
          t('printerGroup.categoryCount', { n: r.categoryIds.length })
        ) : (
          <Typography.Text type="secondary">{t('printerGroup.noCategoriesYet')}</Typography.Text>
        ),
    },
  ];
  return (
    <ResourceTable
      resource={printerGroupResource}
      testId="printer-group"
      title={t('menu:setting.printSetting')}
      {...SETTINGS_LIST}
      initialFilters={INITIAL}
      filters={(f, set) => (
        <StoreFilter value={f.storeId} onChange={(storeId) => set({ storeId })} testId="printer-group-filter-store" />
      )}
      columns={columns}
      addLabel={t('printerGroup.add')}
      emptyText={t('printerGroup.empty')}
      onAdd={() => navigate(SETTINGS_PATHS.printerGroupEdit)}
      onEdit={(r) => navigate(`${SETTINGS_PATHS.printerGroupEdit}?id=${r.id}`)}
    />
  );
}
