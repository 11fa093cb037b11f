import { PlusOutlined } from '@ant-design/icons';
import type { RewardRow } from '@tillbook/contract';
import { Button, Flex, Input, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { toast } from '../../../shared/ui/toast';
import { useAllCategories, useDeleteReward, useRewardList } from '../api';
import { EmptyList, LoadError } from '../components/frames';
import { money } from '../format';
import { CATALOG_PATHS } from '../paths';

const INITIAL: { keyword?: string; categoryId?: number } = {};

/** /goodsSetting/goodsReward: staff commission per product (an amount per piece or a percentage). */
export default function RewardListPage() {
  const { t } = useTranslation(['catalog', 'crud', 'menu']);
  const navigate = useNavigate();
  const { body, filters, setFilters, reset, pagination } = useListParams(INITIAL);
  const [draft, setDraft] = useState('');
  const list = useRewardList(body);
  const categories = useAllCategories();
  const remove = useDeleteReward();
  const { confirmDelete, holder } = useConfirm();
  const onDelete = async (r: RewardRow) => {
    if (!(await confirmDelete(r.productName))) return;
    try {
      await remove.mutateAsync(r.productId);
      toast.success(t('crud:deleted'));
    } catch {
      // toasted by the client
    }
  };
  const columns: TableColumnsType<RewardRow> = [
    { key: 'product', title: t('price.product'), dataIndex: 'productName' },
    { key: 'category', title: t('field.category'), render: (_, r) => r.categoryName ?? t('product.uncategorised') },
    { key: 'price', title: t('field.price'), align: 'right', render: (_, r) => money(r.price) },
    {
      key: 'reward',
      title: t('reward.value'),
      render: (_, r) => (
        <span data-testid={`reward-value-${r.productId}`}>
          {r.mode === 'percent' ? `${Number(r.value)}%` : money(r.value)}
        </span>
      ),
    },
    {
      key: 'actions',
      title: t('crud:actions'),
      width: 130,
      render: (_, r) => (
        <Flex gap={4}>
          <Button
            type="link"
            size="small"
            onClick={() => navigate(`${CATALOG_PATHS.rewardEdit}?productId=${r.productId}`)}
            data-testid={`reward-edit-${r.productId}`}
          >
            {t('crud:edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() => void onDelete(r)}
            data-testid={`reward-delete-${r.productId}`}
          >
            {t('crud:delete')}
          </Button>
        </Flex>
      ),
    },
  ];
  return (
    <ListPage
      testId="reward-list"
      title={t('menu:goodsSetting.goodsReward')}
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(CATALOG_PATHS.rewardEdit)}
          data-testid="reward-add"
        >
          {t('reward.add')}
        </Button>
      }
      filters={
        <>
          <Input.Search
            allowClear
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onSearch={(v) => setFilters({ keyword: v.trim() || undefined })}
            placeholder={t('filter.keyword')}
            aria-label={t('filter.keyword')}
            style={{ width: 240, maxWidth: '100%' }}
            data-testid="reward-search"
          />
          <Select
            allowClear
            value={filters.categoryId}
            onChange={(categoryId?: number) => setFilters({ categoryId })}
            placeholder={t('field.category')}
            aria-label={t('field.category')}
            options={(categories.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
            style={{ width: 180 }}
            data-testid="reward-filter-category"
          />
          <Button
            onClick={() => {
              setDraft('');
              reset();
            }}
            data-testid="reward-reset"
          >
            {t('crud:reset')}
          </Button>
        </>
      }
    >
      {holder}
      {list.isError && !list.data ? (
        <LoadError testId="reward-load-error" onRetry={() => void list.refetch()} />
      ) : (
        <Table<RewardRow>
          rowKey="productId"
          size="middle"
          columns={columns}
          dataSource={list.data?.list}
          loading={list.isFetching}
          pagination={pagination(list.data?.total)}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyList text={t('reward.empty')} testId="reward-empty" /> }}
          data-testid="reward-table"
        />
      )}
    </ListPage>
  );
}
