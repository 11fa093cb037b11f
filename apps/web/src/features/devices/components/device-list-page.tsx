import { PlusOutlined } from '@ant-design/icons';
import { DEVICE_STATUSES, type DeviceKind, type DeviceRow, type DeviceStatus } from '@tillbook/contract';
import { Button, Input, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { toast } from '../../../shared/ui/toast';
import { useDeleteDevice, useDeviceList, useDeviceStores, useSetDeviceStatus } from '../api';
import { DEVICE_PATHS, DEVICE_TITLES } from '../paths';
import { DeviceTable } from './device-table';

interface DeviceFilters {
  storeId?: number;
  status?: DeviceStatus;
  keyword?: string;
}
const INITIAL_FILTERS: DeviceFilters = {};

/**
 * The list of one kind of device (kiosks, kitchen displays or customer displays) with filters by store, status and
 * keyword; edit, freeze or unfreeze, and delete (both asked first).
 */
export function DeviceListPage({ kind }: { kind: DeviceKind }) {
  const { t } = useTranslation(['devices', 'crud', 'menu']);
  const navigate = useNavigate();
  const { body, filters, setFilters, reset, pagination } = useListParams(INITIAL_FILTERS);
  const listBody = useMemo(() => ({ ...body, kind }), [body, kind]);
  const [keyword, setKeyword] = useState('');
  const list = useDeviceList(listBody);
  const stores = useDeviceStores();
  const setStatus = useSetDeviceStatus();
  const remove = useDeleteDevice();
  const { confirm, confirmDelete, holder } = useConfirm();
  const paths = DEVICE_PATHS[kind];
  const shownName = (row: DeviceRow) => row.name || row.account;

  const toggleFrozen = async (row: DeviceRow) => {
    const freezing = row.status === 'normal';
    const agreed = await confirm({
      title: t(freezing ? 'list.freezeConfirm' : 'list.unfreezeConfirm', { name: shownName(row) }),
      content: t(freezing ? 'list.freezeBody' : 'list.unfreezeBody'),
      okText: t(freezing ? 'list.freeze' : 'list.unfreeze'),
      danger: freezing,
    });
    if (!agreed) return;
    try {
      await setStatus.mutateAsync({ id: row.id, status: freezing ? 'frozen' : 'normal' });
      toast.success(t('crud:saved'));
    } catch {
      // The client has shown the refusal ([code]:message).
    }
  };

  const deleteRow = async (row: DeviceRow) => {
    if (!(await confirmDelete(shownName(row)))) return;
    try {
      await remove.mutateAsync(row.id);
      toast.success(t('crud:deleted'));
    } catch {
      // As above.
    }
  };

  const resetAll = () => {
    setKeyword('');
    reset();
  };

  return (
    <ListPage
      testId="device-list-page"
      title={t(DEVICE_TITLES[kind].list)}
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.edit)} data-testid="device-add">
          {t(`add.${kind}`)}
        </Button>
      }
      filters={
        <>
          <Select
            allowClear
            placeholder={t('list.allStores')}
            value={filters.storeId}
            onChange={(storeId?: number) => setFilters({ storeId })}
            options={stores.data?.stores.map((s) => ({ value: s.id, label: s.name }))}
            loading={stores.isPending}
            style={{ minWidth: 160 }}
            aria-label={t('field.store')}
            data-testid="device-filter-store"
          />
          <Select
            allowClear
            placeholder={t('list.allStatuses')}
            value={filters.status}
            onChange={(status?: DeviceStatus) => setFilters({ status })}
            options={DEVICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            style={{ minWidth: 130 }}
            aria-label={t('field.status')}
            data-testid="device-filter-status"
          />
          <Input.Search
            allowClear
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(v) => setFilters({ keyword: v.trim() || undefined })}
            placeholder={t('list.keyword')}
            enterButton={t('crud:search')}
            maxLength={50}
            style={{ width: 300, maxWidth: '100%' }}
            aria-label={t('crud:keyword')}
            data-testid="device-filter-keyword"
          />
          <Button onClick={resetAll} data-testid="device-filter-reset">
            {t('crud:reset')}
          </Button>
        </>
      }
    >
      {holder}
      {list.isError ? (
        <LoadError onRetry={() => list.refetch()} testId="device-list-error" />
      ) : (
        <DeviceTable
          rows={list.data?.list ?? []}
          loading={list.isFetching}
          pagination={pagination(list.data?.total)}
          actions={{
            onEdit: (r) => navigate(`${paths.edit}?id=${r.id}`),
            onToggleFrozen: toggleFrozen,
            onDelete: deleteRow,
          }}
        />
      )}
    </ListPage>
  );
}
