import { type CategoryRow, categoryResource } from '@tillbook/contract';
import { type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResourceTable } from '../../../shared/ui/crud/resource-table';
import { CATALOG_PATHS } from '../paths';

const INITIAL: { name?: string } = {};

/** /goodsSetting/classifySetting: the categories, searched by name; delete asks first (20055 while in use). */
export default function CategoryListPage() {
  const { t } = useTranslation(['catalog', 'menu']);
  const navigate = useNavigate();
  const columns: TableColumnsType<CategoryRow> = [
    {
      key: 'name',
      title: t('field.name'),
      render: (_, r) => (
        <Tag color={r.color} data-testid={`category-name-${r.id}`}>
          {r.name}
        </Tag>
      ),
    },
    { key: 'productCount', title: t('category.productCount'), dataIndex: 'productCount' },
  ];
  return (
    <ResourceTable
      resource={categoryResource}
      testId="category"
      title={t('menu:goodsSetting.classifySetting')}
      initialFilters={INITIAL}
      columns={columns}
      addLabel={t('category.add')}
      emptyText={t('category.empty')}
      onAdd={() => navigate(CATALOG_PATHS.categoryEdit)}
      onEdit={(r) => navigate(`${CATALOG_PATHS.categoryEdit}?id=${r.id}`)}
    />
  );
}
