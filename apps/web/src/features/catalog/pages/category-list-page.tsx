import { PlusOutlined } from '@ant-design/icons';
import type { CategoryRow } from '@tillbook/contract';
import { Button, Flex, Input, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { toast } from '../../../shared/ui/toast';
import { useCategoryList, useDeleteCategory } from '../api';
import { EmptyList, LoadError } from '../components/frames';
import { CATALOG_PATHS } from '../paths';

const INITIAL: { name?: string } = {};

/** /goodsSetting/classifySetting: the categories, searched by name; delete asks first (20055 while in use). */
export default function CategoryListPage() {
  const { t } = useTranslation(['catalog', 'crud', 'menu']);
  const navigate = useNavigate();
  const { body, setFilters, reset, pagination } = useListParams(INITIAL);
  const [draft, setDraft] = useState('');
  const list = useCategoryList(body);
  const remove = useDeleteCategory();
  const { confirmDelete, holder } = useConfirm();

  const onDelete = async (row: CategoryRow) => {
    if (!(await confirmDelete(row.name))) return;
    try {
      await remove.mutateAsync(row.id);
      toast.success(t('crud:deleted'));
    } catch {
      // toasted by the client (e.g. 20055 the category still has products)
    }
  };

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
    {
      key: 'actions',
      title: t('crud:actions'),
      width: 130,
      render: (_, r) => (
        <Flex gap={4}>
          <Button
            type="link"
            size="small"
            onClick={() => navigate(`${CATALOG_PATHS.categoryEdit}?id=${r.id}`)}
            data-testid={`category-edit-${r.id}`}
          >
            {t('crud:edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() => void onDelete(r)}
            data-testid={`category-delete-${r.id}`}
          >
            {t('crud:delete')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <ListPage
      testId="category-list"
      title={t('menu:goodsSetting.classifySetting')}
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(CATALOG_PATHS.categoryEdit)}
          data-testid="category-add"
        >
          {t('category.add')}
        </Button>
      }
      filters={
        <>
          <Input.Search
            allowClear
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onSearch={(v) => setFilters({ name: v.trim() || undefined })}
            placeholder={t('filter.name')}
            aria-label={t('filter.name')}
            style={{ width: 220, maxWidth: '100%' }}
            data-testid="category-search"
          />
          <Button
            onClick={() => {
              setDraft('');
              reset();
            }}
            data-testid="category-reset"
          >
            {t('crud:reset')}
          </Button>
        </>
      }
    >
      {holder}
      {list.isError && !list.data ? (
        <LoadError testId="category-load-error" onRetry={() => void list.refetch()} />
      ) : (
        <Table<CategoryRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.list}
          loading={list.isFetching}
          pagination={pagination(list.data?.total)}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyList text={t('category.empty')} testId="category-empty" /> }}
          data-testid="category-table"
        />
      )}
    </ListPage>
  );
}
