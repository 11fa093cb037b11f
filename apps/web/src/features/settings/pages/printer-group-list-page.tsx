import type { PrinterGroupRow } from '@tillbook/contract';
import { type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SettingTable } from '../components/setting-table';
import { StoreSelect } from '../components/store-fields';
import { SETTINGS_PATHS } from '../paths';

interface Filters {
  name?: string;
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
    <SettingTable
      kind="printGroup"
      testId="printer-group"
      title={t('menu:setting.printSetting')}
      initialFilters={INITIAL}
      filters={(f, set) => (
        <StoreSelect
          allowClear
          value={f.storeId}
          onChange={(storeId) => set({ storeId: storeId as number | undefined })}
          placeholder={t('filter.store')}
          width={220}
          testId="printer-group-filter-store"
        />
      )}
      columns={columns}
      addLabel={t('printerGroup.add')}
      emptyText={t('printerGroup.empty')}
      onAdd={() => navigate(SETTINGS_PATHS.printerGroupEdit)}
      onEdit={(r) => navigate(`${SETTINGS_PATHS.printerGroupEdit}?id=${r.id}`)}
    />
  );
}
