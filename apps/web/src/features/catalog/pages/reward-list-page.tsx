import { type RewardRow, rewardResource } from '@tillbook/contract';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMoney } from '../../../shared/format/money';
import { formatRate } from '../../../shared/format/numbers';
import { ResourceTable } from '../../../shared/ui/crud/resource-table';
import { CategoryFilter } from '../components/list-filters';
import { CATALOG_PATHS } from '../paths';

const INITIAL: { keyword?: string; categoryId?: number } = {};

/** /goodsSetting/goodsReward: staff commission per product (an amount per piece or a percentage). */
export default function RewardListPage() {
  const { t } = useTranslation(['catalog', 'menu']);
  const navigate = useNavigate();
  const money = useMoney();
  const columns: TableColumnsType<RewardRow> = [
    { key: 'product', title: t('price.product'), dataIndex: 'productName' },
    { key: 'category', title: t('field.category'), render: (_, r) => r.categoryName ?? t('product.uncategorised') },
    { key: 'price', title: t('field.price'), align: 'right', render: (_, r) => money(r.price) },
    {
      key: 'reward',
      title: t('reward.value'),
      render: (_, r) => (
        <span data-testid={`reward-value-${r.productId}`}>
          {r.mode === 'percent' ? formatRate(r.value) : money(r.value)}
        </span>
      ),
    },
  ];
  return (
    <ResourceTable
      resource={rewardResource}
      testId="reward"
      title={t('menu:goodsSetting.goodsReward')}
      initialFilters={INITIAL}
      searchPlaceholder={t('filter.keyword')}
      filters={(f, set) => (
        <CategoryFilter
          value={f.categoryId}
          onChange={(categoryId) => set({ categoryId })}
          testId="reward-filter-category"
        />
      )}
      columns={columns}
      addLabel={t('reward.add')}
      emptyText={t('reward.empty')}
      onAdd={() => navigate(CATALOG_PATHS.rewardEdit)}
      onEdit={(r) => navigate(`${CATALOG_PATHS.rewardEdit}?productId=${r.productId}`)}
      rowLabel={(r) => r.productName}
    />
  );
}
