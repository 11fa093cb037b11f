import { DownloadOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { AD_STATUSES, AD_TYPES, type AdRow, type AdStatus, type AdType, adMaterialResource } from '@tillbook/contract';
import { Button, DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStoreOptions } from '../../../shared/api/store-options';
import { dateFormat } from '../../../shared/format/dates';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { ResourceTable } from '../../../shared/ui/crud/resource-table';
import { toast } from '../../../shared/ui/toast';
import { downloadAdFile, type PlaysPeriod, useSetAdStatus } from '../api';
import { useAdColumns } from '../components/ad-columns';
import { AdPlaysModal } from '../components/ad-plays-modal';
import { AD_PATHS } from '../paths';

interface AdFilters extends PlaysPeriod {
  name?: string;
  type?: AdType;
  storeId?: number;
  status?: AdStatus;
}
const INITIAL_FILTERS: AdFilters = {};

/**
 * /deviceManage/adList: the ads of the user's stores with filters by type, store and status, and their plays in a
 * chosen period (per store in a dialog); add, edit, freeze or unfreeze (asked first), download the file, delete
 * (asked first). Test ids `ad-…`.
 */
export default function AdListPage() {
  const { t } = useTranslation(['adMaterial', 'crud', 'menu']);
  const navigate = useNavigate();
  const stores = useStoreOptions();
  const setStatus = useSetAdStatus();
  const { confirm, holder } = useConfirm();
  const [playsOf, setPlaysOf] = useState<{ ad: AdRow; period: PlaysPeriod }>();
  const [period, setPeriod] = useState<PlaysPeriod>({});
  const columns = useAdColumns((ad) => setPlaysOf({ ad, period }));

  const toggleFrozen = async (row: AdRow) => {
    const freezing = row.status === 'normal';
    const agreed = await confirm({
      title: t(freezing ? 'list.freezeConfirm' : 'list.unfreezeConfirm', { name: row.name }),
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
    <>
      <ResourceTable
        resource={adMaterialResource}
        testId="ad"
        title={t('menu:deviceManage.adList')}
        initialFilters={INITIAL_FILTERS}
        filters={(f, set) => (
          <>
            <Select
              allowClear
              placeholder={t('list.allTypes')}
              value={f.type}
              onChange={(type?: AdType) => set({ type })}
              options={AD_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))}
              style={{ minWidth: 120 }}
              aria-label={t('field.type')}
              data-testid="ad-filter-type"
            />
            <Select
              allowClear
              placeholder={t('list.allStores')}
              value={f.storeId}
              onChange={(storeId?: number) => set({ storeId })}
              options={stores.data?.stores.map((s) => ({ value: s.id, label: s.name }))}
              loading={stores.isPending}
              style={{ minWidth: 160 }}
              aria-label={t('field.stores')}
              data-testid="ad-filter-store"
            />
            <Select
              allowClear
              placeholder={t('list.allStatuses')}
              value={f.status}
              onChange={(status?: AdStatus) => set({ status })}
              options={AD_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              style={{ minWidth: 120 }}
              aria-label={t('field.status')}
              data-testid="ad-filter-status"
            />
            <DatePicker.RangePicker
              format={dateFormat()}
              value={
                f.playsFrom !== undefined && f.playsTo !== undefined
                  ? [dayjs.unix(f.playsFrom), dayjs.unix(f.playsTo).subtract(1, 'day')]
                  : null
              }
              disabledDate={(d) => d.isAfter(dayjs(), 'day')}
              onChange={(range) => {
                // Whole days in the user's time zone: from the first day's start up to the day after the last.
                const next: PlaysPeriod =
                  range?.[0] && range[1]
                    ? {
                        playsFrom: range[0].startOf('day').unix(),
                        playsTo: range[1].startOf('day').add(1, 'day').unix(),
                      }
                    : { playsFrom: undefined, playsTo: undefined };
                setPeriod(next);
                set(next);
              }}
              placeholder={[t('list.playsFrom'), t('list.playsTo')]}
              aria-label={t('list.playsPeriod')}
              data-testid="ad-filter-period"
            />
          </>
        )}
        columns={columns}
        addLabel={t('add')}
        emptyText={t('list.empty')}
        onAdd={() => navigate(AD_PATHS.edit)}
        onEdit={(r) => navigate(`${AD_PATHS.edit}?id=${r.id}`)}
        rowActions={(r) => (
          <>
            <Button
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              onClick={() => void downloadAdFile(r).catch(() => undefined)}
              aria-label={t('list.download')}
              data-testid={`ad-download-${r.id}`}
            />
            <Button
              type="link"
              size="small"
              danger={r.status === 'normal'}
              icon={r.status === 'frozen' ? <UnlockOutlined /> : <LockOutlined />}
              onClick={() => void toggleFrozen(r)}
              data-testid={`ad-status-${r.id}`}
            >
              {r.status === 'frozen' ? t('list.unfreeze') : t('list.freeze')}
            </Button>
          </>
        )}
        aboveTable={() => holder}
      />
      <AdPlaysModal ad={playsOf?.ad} period={playsOf?.period ?? {}} onClose={() => setPlaysOf(undefined)} />
    </>
  );
}
