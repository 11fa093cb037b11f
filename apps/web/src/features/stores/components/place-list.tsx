import type { PlaceRow } from '@tillbook/contract';
import { Alert, Button, Flex, Input, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { toast } from '../../../shared/ui/toast';
import { useDeletePlace, usePlaceList } from '../api';
import { idParam, PLACE_EDIT_PATH } from '../kind';
import { inUseReason } from './in-use';
import { EmptyList, LoadError } from './load-error';
import { StorePicker } from './store-picker';
import { phoneText } from './store-tags';

interface PlaceFilters {
  truckId?: number;
  keyword?: string;
}

/** The operating places of the food trucks; `?truckId=` narrows to one truck. */
export function PlaceList() {
  const { t } = useTranslation(['stores', 'crud']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [initial] = useState<PlaceFilters>(() => ({ truckId: idParam(params.get('truckId')) }));
  const { body, filters, setFilters, reset, pagination } = useListParams(initial);
  const list = usePlaceList(body);
  const remove = useDeletePlace();
  const { confirmDelete, holder } = useConfirm();
  const [keyword, setKeyword] = useState('');
  const [refused, setRefused] = useState<{ name: string; reason: string } | null>(null);
  useEffect(() => setKeyword(filters.keyword ?? ''), [filters.keyword]);

  const chooseTruck = (truckId?: number) => {
    setFilters({ truckId });
    setParams(truckId ? { truckId: String(truckId) } : {}, { replace: true });
  };

  const onDelete = async (row: PlaceRow) => {
    if (!(await confirmDelete(row.name))) return;
    setRefused(null);
    try {
      await remove.mutateAsync(row.id);
      toast.success(t('crud:deleted'));
    } catch (err) {
      const reason = inUseReason(err, t);
      if (reason) setRefused({ name: row.name, reason });
    }
  };

  const columns: TableColumnsType<PlaceRow> = [
    { key: 'name', title: t('places.name'), dataIndex: 'name' },
    { key: 'truck', title: t('truck.one'), dataIndex: 'truckName' },
    { key: 'phone', title: t('common:field.phone'), render: (_, r) => phoneText(r) },
    { key: 'address', title: t('field.address'), render: (_, r) => r.address || '—' },
    { key: 'city', title: t('field.city'), render: (_, r) => r.city || '—' },
    {
      key: 'actions',
      title: t('crud:actions'),
      render: (_, r) => (
        <Flex gap={4}>
          <Button
            type="link"
            size="small"
            onClick={() => navigate(`${PLACE_EDIT_PATH}?id=${r.id}`)}
            data-testid={`place-edit-${r.id}`}
          >
            {t('crud:edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => void onDelete(r)} data-testid={`place-delete-${r.id}`}>
            {t('crud:delete')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <ListPage
      testId="place-list"
      title={t('menu:diningCar.placeList')}
      actions={
        <Button
          type="primary"
          onClick={() => navigate(filters.truckId ? `${PLACE_EDIT_PATH}?truckId=${filters.truckId}` : PLACE_EDIT_PATH)}
          data-testid="place-add"
        >
          {t('places.add')}
        </Button>
      }
      filters={
        <>
          <StorePicker
            kind="truck"
            value={filters.truckId}
            onChange={chooseTruck}
            allowClear
            placeholder={t('truck.all')}
            testId="place-filter-truck"
          />
          <Input.Search
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(v) => setFilters({ keyword: v.trim() || undefined })}
            placeholder={t('places.keyword')}
            aria-label={t('places.keyword')}
            allowClear
            enterButton
            style={{ width: 240, maxWidth: '100%' }}
            data-testid="place-search"
          />
          <Button
            onClick={() => {
              reset();
              setFilters({ truckId: undefined });
              setParams({}, { replace: true });
            }}
            data-testid="place-filter-reset"
          >
            {t('crud:reset')}
          </Button>
        </>
      }
    >
      {holder}
      {refused && (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => setRefused(null) }}
          style={{ marginBottom: 16 }}
          title={t('places.deleteRefused', { name: refused.name })}
          description={refused.reason}
          data-testid="place-delete-refused"
        />
      )}
      {list.isError && !list.data ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : (
        <Table<PlaceRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.list}
          loading={list.isFetching}
          pagination={pagination(list.data?.total)}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyList text={t('places.empty')} /> }}
          data-testid="place-table"
        />
      )}
    </ListPage>
  );
}
