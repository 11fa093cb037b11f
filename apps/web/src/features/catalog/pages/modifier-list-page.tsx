import { PlusOutlined } from '@ant-design/icons';
import type { ModifierRow } from '@tillbook/contract';
import { Button, Flex, Input, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { toast } from '../../../shared/ui/toast';
import { useDeleteModifier, useModifierList } from '../api';
import { EmptyList, LoadError } from '../components/frames';
import { money } from '../format';
import { CATALOG_PATHS } from '../paths';

const INITIAL: { name?: string } = {};

/** /goodsSetting/spiceSetting: the modifiers with their items, searched by name; delete asks first. */
export default function ModifierListPage() {
  const { t } = useTranslation(['catalog', 'crud', 'menu']);
  const navigate = useNavigate();
  const { body, setFilters, reset, pagination } = useListParams(INITIAL);
  const [draft, setDraft] = useState('');
  const list = useModifierList(body);
  const remove = useDeleteModifier();
  const { confirmDelete, holder } = useConfirm();

  const onDelete = async (row: ModifierRow) => {
    if (!(await confirmDelete(row.name))) return;
    try {
      await remove.mutateAsync(row.id);
      toast.success(t('crud:deleted'));
    } catch {
      // toasted by the client
    }
  };

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
    {
      key: 'actions',
      title: t('crud:actions'),
      width: 130,
      render: (_, r) => (
        <Flex gap={4}>
          <Button
            type="link"
            size="small"
            onClick={() => navigate(`${CATALOG_PATHS.modifierEdit}?id=${r.id}`)}
            data-testid={`modifier-edit-${r.id}`}
          >
            {t('crud:edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() => void onDelete(r)}
            data-testid={`modifier-delete-${r.id}`}
          >
            {t('crud:delete')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <ListPage
      testId="modifier-list"
      title={t('menu:goodsSetting.spiceSetting')}
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(CATALOG_PATHS.modifierEdit)}
          data-testid="modifier-add"
        >
          {t('modifier.add')}
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
            data-testid="modifier-search"
          />
          <Button
            onClick={() => {
              setDraft('');
              reset();
            }}
            data-testid="modifier-reset"
          >
            {t('crud:reset')}
          </Button>
        </>
      }
    >
      {holder}
      {list.isError && !list.data ? (
        <LoadError testId="modifier-load-error" onRetry={() => void list.refetch()} />
      ) : (
        <Table<ModifierRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.list}
          loading={list.isFetching}
          pagination={pagination(list.data?.total)}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyList text={t('modifier.empty')} testId="modifier-empty" /> }}
          data-testid="modifier-table"
        />
      )}
    </ListPage>
  );
}
