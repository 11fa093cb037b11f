import { type ModifierRow, modifierResource } from '@tillbook/contract';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMoney } from '../../../shared/format/money';
import { ResourceTable } from '../../../shared/ui/crud/resource-table';
import { CATALOG_ALL } from '../api';
import { CATALOG_PATHS } from '../paths';

const INITIAL: { name?: string } = {};

/** /goodsSetting/spiceSetting: the modifiers with their items, searched by name; delete asks first. */
export default function ModifierListPage() {
  const { t } = useTranslation(['catalog', 'menu']);
  const navigate = useNavigate();
  const money = useMoney();
  const columns: TableColumnsType<ModifierRow> = [
    {
      key: 'name',
      title: t('field.name'),
      render: (_, r) => <span data-testid={`modifier-name-${r.id}`}>{r.name}</span>,
    },
    {
      key: 'items',
      title: t('modifier.items'),
      render: (_, r) => r.items.map((i) => `${i.name} (${money(i.price)})`).join(', '),
    },
    { key: 'productCount', title: t('modifier.productCount'), dataIndex: 'productCount' },
  ];
  return (
    <ResourceTable
      resource={modifierResource}
      testId="modifier"
      title={t('menu:goodsSetting.spiceSetting')}
      initialFilters={INITIAL}
      columns={columns}
      addLabel={t('modifier.add')}
      emptyText={t('modifier.empty')}
      onAdd={() => navigate(CATALOG_PATHS.modifierEdit)}
      onEdit={(r) => navigate(`${CATALOG_PATHS.modifierEdit}?id=${r.id}`)}
      // Products list their modifiers.
      deleteInvalidates={CATALOG_ALL}
    />
  );
}
