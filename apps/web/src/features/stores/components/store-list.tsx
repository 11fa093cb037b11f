import type { StoreRow } from '@tillbook/contract';
import { Alert, Button, Flex, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { toast } from '../../../shared/ui/toast';
import { useDeleteStore, useStoreList } from '../api';
import { KIND, PLACES_PATH, type StoreKind, ZONES_PATH } from '../kind';
import { inUseReason } from './in-use';
import { EmptyList, LoadError } from './load-error';
import { StoreFilterBar, type StoreFilters } from './store-filters';
import { OpenTag, phoneText, SalesModeTags } from './store-tags';

const INITIAL_FILTERS: StoreFilters = {};

/** The list of stores or food trucks: search, filters, pagination; edit, zones/places and delete per row. */
export function StoreList({ kind }: { kind: StoreKind }) {
  const { t } = useTranslation(['stores', 'crud']);
  const k = KIND[kind];
  const navigate = useNavigate();
  const { body, filters, setFilters, reset, pagination } = useListParams(INITIAL_FILTERS);
  const list = useStoreList(kind, body);
  const remove = useDeleteStore(kind);
  const { confirmDelete, holder } = useConfirm();
  const [refused, setRefused] = useState<{ name: string; reason: string } | null>(null);

  const onDelete = async (row: StoreRow) => {
    if (!(await confirmDelete(row.name))) return;
    setRefused(null);
    try {
      await remove.mutateAsync(row.id);
      toast.success(t('crud:deleted'));
    } catch (err) {
      // The toast has said "in use"; the alert keeps why on screen, and the row stays.
      const reason = inUseReason(err, t);
      if (reason) setRefused({ name: row.name, reason });
    }
  };

  const columns: TableColumnsType<StoreRow> = [
    { key: 'name', title: t('field.name'), dataIndex: 'name', fixed: 'left' },
    { key: 'type', title: t('field.type'), render: (_, r) => t(`type.${r.type}`) },
    { key: 'open', title: t('field.open'), render: (_, r) => <OpenTag open={r.open} /> },
    { key: 'salesModes', title: t('field.salesModes'), render: (_, r) => <SalesModeTags store={r} /> },
    { key: 'priceStrategy', title: t('field.priceStrategy'), render: (_, r) => t(`priceStrategy.${r.priceStrategy}`) },
    { key: 'contactPerson', title: t('field.contactPerson'), render: (_, r) => r.contactPerson || '—' },
    { key: 'phone', title: t('common:field.phone'), render: (_, r) => phoneText(r) },
    { key: 'city', title: t('field.city'), render: (_, r) => r.city || '—' },
    {
      key: 'actions',
      title: t('crud:actions'),
      render: (_, r) => (
        <Flex gap={4} wrap>
          <Button
            type="link"
            size="small"
            onClick={() => navigate(`${k.edit}?id=${r.id}`)}
            data-testid={`${k.testId}-edit-${r.id}`}
          >
            {t('crud:edit')}
          </Button>
          {kind === 'store' ? (
            <Button
              type="link"
              size="small"
              onClick={() => navigate(`${ZONES_PATH}?storeId=${r.id}`)}
              data-testid={`store-zones-${r.id}`}
            >
              {t('zones.open')}
            </Button>
          ) : (
            <Button
              type="link"
              size="small"
              onClick={() => navigate(`${PLACES_PATH}?truckId=${r.id}`)}
              data-testid={`truck-places-${r.id}`}
            >
              {t('places.open')}
            </Button>
          )}
          <Button
            type="link"
            size="small"
            danger
            onClick={() => void onDelete(r)}
            data-testid={`${k.testId}-delete-${r.id}`}
          >
            {t('crud:delete')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <ListPage
      testId={`${k.testId}-list`}
      title={t(`menu:${kind === 'store' ? 'storeManage.storeManage' : 'diningCar.list'}`)}
      actions={
        <Button type="primary" onClick={() => navigate(k.edit)} data-testid={`${k.testId}-add`}>
          {t(`${k.texts}.add`)}
        </Button>
      }
      filters={
        <StoreFilterBar filters={filters} onChange={(next) => setFilters(next)} onReset={reset} testId={k.testId} />
      }
    >
      {holder}
      {refused && (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => setRefused(null) }}
          style={{ marginBottom: 16 }}
          title={t(`${k.texts}.deleteRefused`, { name: refused.name })}
          description={refused.reason}
          data-testid={`${k.testId}-delete-refused`}
        />
      )}
      {list.isError && !list.data ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : (
        <Table<StoreRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.list}
          loading={list.isFetching}
          pagination={pagination(list.data?.total)}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyList text={t(`${k.texts}.empty`)} /> }}
          data-testid={`${k.testId}-table`}
        />
      )}
    </ListPage>
  );
}
