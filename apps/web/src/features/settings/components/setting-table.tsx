import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { EmptyState, hasFilters } from '../../../shared/ui/crud/empty-state';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { toast } from '../../../shared/ui/toast';
import { type ListBodyOf, type ListKind, type RowOf, useDeleteSetting, useSettingList } from '../api';
import { SETTINGS_PATHS } from '../paths';
import { BackTitle, LoadError } from './frames';

/** Filters every list has; each list adds its own. */
export interface NameFilter {
  name?: string;
}

/**
 * The list of one setting: title with a way back to the settings index, add button, name search plus the list's own
 * filters, the table with loading, empty and error states, and edit / delete (asked first) per row.
 * Test ids: `<testId>-list`, `-add`, `-search`, `-reset`, `-table`, `-empty`, `-load-error`, `-edit-<id>`,
 * `-delete-<id>`; the empty state offers the add action (`-empty-add`) unless filters are set.
 */
export function SettingTable<K extends ListKind, F extends NameFilter>({
  kind,
  testId,
  title,
  initialFilters,
  filters: renderFilters,
  columns,
  addLabel,
  emptyText,
  onAdd,
  onEdit,
  canDelete = () => true,
}: {
  kind: K;
  testId: string;
  title: string;
  /** A module-level constant (a new object each render would reset the list). */
  initialFilters: F;
  filters?: (filters: F, setFilters: (next: Partial<F>) => void) => ReactNode;
  columns: TableColumnsType<RowOf<K>>;
  addLabel: string;
  emptyText: string;
  onAdd: () => void;
  onEdit: (row: RowOf<K>) => void;
  canDelete?: (row: RowOf<K>) => boolean;
}) {
  const { t } = useTranslation(['settings', 'crud']);
  const { body, filters, setFilters, reset, pagination } = useListParams(initialFilters);
  const [nameDraft, setNameDraft] = useState('');
  const list = useSettingList(kind, body as unknown as ListBodyOf<K>);
  const remove = useDeleteSetting(kind);
  const { confirmDelete, holder } = useConfirm();

  const onDelete = async (row: RowOf<K>) => {
    if (!(await confirmDelete(row.name))) return;
    try {
      await remove.mutateAsync(row.id);
      toast.success(t('crud:deleted'));
    } catch {
      // The client has toasted why (e.g. 20079 a region in use); the row stays.
    }
  };

  const actions: TableColumnsType<RowOf<K>>[number] = {
    key: 'actions',
    title: t('crud:actions'),
    width: 130,
    fixed: 'right',
    render: (_, row) => (
      <Flex gap={4} wrap>
        <Button type="link" size="small" onClick={() => onEdit(row)} data-testid={`${testId}-edit-${row.id}`}>
          {t('crud:edit')}
        </Button>
        {canDelete(row) && (
          <Button
            type="link"
            size="small"
            danger
            onClick={() => void onDelete(row)}
            data-testid={`${testId}-delete-${row.id}`}
          >
            {t('crud:delete')}
          </Button>
        )}
      </Flex>
    ),
  };

  return (
    <ListPage
      testId={`${testId}-list`}
      title={<BackTitle title={title} backTo={SETTINGS_PATHS.index} />}
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid={`${testId}-add`}>
          {addLabel}
        </Button>
      }
      filters={
        <>
          <Input.Search
            allowClear
            value={nameDraft}
            onChange={(e) => setNameDraft(e.target.value)}
            onSearch={(v) => setFilters({ name: v.trim() || undefined } as Partial<F>)}
            placeholder={t('filter.name')}
            aria-label={t('filter.name')}
            style={{ width: 220, maxWidth: '100%' }}
            data-testid={`${testId}-search`}
          />
          {renderFilters?.(filters, setFilters)}
          <Button
            onClick={() => {
              setNameDraft('');
              reset();
            }}
            data-testid={`${testId}-reset`}
          >
            {t('crud:reset')}
          </Button>
        </>
      }
    >
      {holder}
      {list.isError && !list.data ? (
        <LoadError testId={`${testId}-load-error`} onRetry={() => void list.refetch()} />
      ) : (
        <Table<RowOf<K>>
          rowKey="id"
          size="middle"
          columns={[...columns, actions]}
          dataSource={list.data?.list}
          loading={list.isFetching}
          pagination={pagination(list.data?.total)}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <EmptyState
                text={emptyText}
                filtered={hasFilters(filters)}
                testId={`${testId}-empty`}
                actions={
                  <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid={`${testId}-empty-add`}>
                    {addLabel}
                  </Button>
                }
              />
            ),
          }}
          data-testid={`${testId}-table`}
        />
      )}
    </ListPage>
  );
}
