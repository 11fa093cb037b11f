import type { PromoKind, PromoRow, PromoStatus } from '@tillbook/contract';
import { Button, Select, type TableColumnsType, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format/dates';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { ResourceEdit } from '../../../shared/ui/crud/resource-edit';
import { ResourceTable } from '../../../shared/ui/crud/resource-table';
import { toast } from '../../../shared/ui/toast';
import { PROMO_RESOURCES, usePromoImage, useSetPromoStatus } from '../api';
import { settingsPath } from '../paths';
import { PromoForm } from './promo-form';
import { SettingsFrame, useShopIdParam } from './settings-frame';

function Thumb({ kind, id, imageKey }: { kind: PromoKind; id: number; imageKey: string | null }) {
  const { t } = useTranslation('onlineShop');
  const image = usePromoImage(kind, imageKey, id);
  if (!imageKey) return <>—</>;
  return image.data ? (
    <img
      src={image.data}
      alt={t('field.image')}
      style={{ height: 40, maxWidth: 100, objectFit: 'contain' }}
      data-testid={`${kind}-image-${id}`}
    />
  ) : (
    <Tag>{t('image.uploaded')}</Tag>
  );
}

/** The ads or themes of one shop: image, name, status (frozen or normal after a confirmation), sort, products. */
function PromoTable({ kind, shopId }: { kind: PromoKind; shopId: number }) {
  const { t } = useTranslation(['onlineShop', 'crud']);
  const navigate = useNavigate();
  const setStatus = useSetPromoStatus(kind);
  const { confirm, holder } = useConfirm();
  // One shop per mount (the settings frame keys its page by shop).
  const initial = useMemo<{ shopId: number; status?: PromoStatus; name?: string }>(() => ({ shopId }), [shopId]);

  const toggle = async (row: PromoRow) => {
    const freezing = row.status === 'normal';
    const agreed = await confirm({
      title: t(freezing ? 'promo.freezeConfirm' : 'promo.unfreezeConfirm', { name: row.name }),
      content: t(freezing ? 'promo.freezeBody' : 'promo.unfreezeBody'),
      okText: t(freezing ? 'promo.freeze' : 'promo.unfreeze'),
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

  const columns: TableColumnsType<PromoRow> = [
    { key: 'image', title: t('field.image'), render: (_, r) => <Thumb kind={kind} id={r.id} imageKey={r.imageKey} /> },
    { key: 'name', title: t('field.name'), dataIndex: 'name' },
    {
      key: 'status',
      title: t('field.status'),
      render: (_, r) => <Tag color={r.status === 'normal' ? 'green' : 'default'}>{t(`status.${r.status}`)}</Tag>,
    },
    { key: 'sort', title: t('field.sort'), dataIndex: 'sort' },
    { key: 'products', title: t('promo.products'), render: (_, r) => r.productIds.length },
    { key: 'updatedAt', title: t('field.updatedAt'), render: (_, r) => formatDateTime(r.updatedAt) },
  ];

  return (
    <ResourceTable
      resource={PROMO_RESOURCES[kind]}
      testId={kind}
      title={t(`promo.${kind}.list`)}
      initialFilters={initial}
      filters={(f, set) => (
        <Select
          allowClear
          placeholder={t('filter.allStatuses')}
          value={f.status}
          onChange={(status?: PromoStatus) => set({ status })}
          options={(['normal', 'frozen'] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
          style={{ minWidth: 130 }}
          aria-label={t('field.status')}
          data-testid={`${kind}-filter-status`}
        />
      )}
      columns={columns}
      addLabel={t(`promo.${kind}.add`)}
      emptyText={t(`promo.${kind}.empty`)}
      onAdd={() => navigate(settingsPath(`${kind}Edit`, shopId))}
      onEdit={(r) => navigate(settingsPath(`${kind}Edit`, shopId, r.id))}
      rowActions={(r) => (
        <Button type="link" size="small" onClick={() => void toggle(r)} data-testid={`${kind}-freeze-${r.id}`}>
          {t(r.status === 'normal' ? 'promo.freeze' : 'promo.unfreeze')}
        </Button>
      )}
      aboveTable={() => holder}
    />
  );
}

/** `ad` / `theme`: the shop's ads or themes inside the settings frame. */
export function PromoListPage({ kind }: { kind: PromoKind }) {
  return <SettingsFrame tab={kind}>{(shop) => <PromoTable kind={kind} shopId={shop.id} />}</SettingsFrame>;
}

/** `adEdit` / `themeEdit` (?shopId=…&id=…): add or edit an ad or theme of the shop. */
export function PromoEditPage({ kind }: { kind: PromoKind }) {
  const { t } = useTranslation(['onlineShop', 'menu']);
  const shopId = useShopIdParam();
  const backTo = settingsPath(kind, shopId);
  return (
    <ResourceEdit
      resource={PROMO_RESOURCES[kind]}
      testId={kind}
      addTitle={t(`promo.${kind}.addTitle`)}
      editTitle={t(`menu:readmeApp.settings/${kind}Edit`)}
      backTo={backTo}
      maxWidth={900}
      form={(row) => {
        const shop = row?.shopId ?? shopId;
        return shop ? <PromoForm kind={kind} shopId={shop} row={row} /> : null;
      }}
    />
  );
}
