import {
  DEVICE_STATUSES,
  type DeviceKind,
  type DeviceRow,
  type DeviceStatus,
  deviceResource,
} from '@tillbook/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStoreOptions } from '../../../shared/api/store-options';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { ResourceTable } from '../../../shared/ui/crud/resource-table';
import { toast } from '../../../shared/ui/toast';
import { useSetDeviceStatus } from '../api';
import { DEVICE_PATHS, DEVICE_TITLES } from '../paths';
import { FreezeButton, useDeviceColumns } from './device-columns';

interface DeviceFilters {
  kind: DeviceKind;
  storeId?: number;
  status?: DeviceStatus;
  keyword?: string;
}
/** Each list's fixed kind: not a search, so an empty list still offers to add one. */
const INITIAL_FILTERS: Record<DeviceKind, DeviceFilters> = {
  kiosk: { kind: 'kiosk' },
  kitchen: { kind: 'kitchen' },
  customer: { kind: 'customer' },
};

const shownName = (row: DeviceRow) => row.name || row.account;

/**
 * The list of one kind of device (kiosks, kitchen displays or customer displays) with filters by store, status and
 * keyword; edit, freeze or unfreeze, and delete (both asked first).
 */
export function DeviceListPage({ kind }: { kind: DeviceKind }) {
  const { t } = useTranslation(['devices', 'crud', 'menu']);
  const navigate = useNavigate();
  const stores = useStoreOptions();
  const setStatus = useSetDeviceStatus();
  const { confirm, holder } = useConfirm();
  const columns = useDeviceColumns();
  const paths = DEVICE_PATHS[kind];

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

  return (
    <ResourceTable
      resource={deviceResource}
      testId="device"
      title={t(DEVICE_TITLES[kind].list)}
      initialFilters={INITIAL_FILTERS[kind]}
      searchPlaceholder={t('list.keyword')}
      filters={(f, set) => (
        <>
          <Select
            allowClear
            placeholder={t('list.allStores')}
            value={f.storeId}
            onChange={(storeId?: number) => set({ storeId })}
            options={stores.data?.stores.map((s) => ({ value: s.id, label: s.name }))}
            loading={stores.isPending}
            style={{ minWidth: 160 }}
            aria-label={t('field.store')}
            data-testid="device-filter-store"
          />
          <Select
            allowClear
            placeholder={t('list.allStatuses')}
            value={f.status}
            onChange={(status?: DeviceStatus) => set({ status })}
            options={DEVICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            style={{ minWidth: 130 }}
            aria-label={t('field.status')}
            data-testid="device-filter-status"
          />
        </>
      )}
      columns={columns}
      addLabel={t(`add.${kind}`)}
      emptyText={t('list.empty')}
      onAdd={() => navigate(paths.edit)}
      onEdit={(r) => navigate(`${paths.edit}?id=${r.id}`)}
      rowLabel={shownName}
      rowActions={(r) => <FreezeButton row={r} onClick={() => void toggleFrozen(r)} />}
      aboveTable={() => holder}
    />
  );
}
