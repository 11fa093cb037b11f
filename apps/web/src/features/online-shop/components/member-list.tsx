import { type OnlineMemberRow, onlineMemberResource } from '@tillbook/contract';
import { Button, Select, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format/dates';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { ResourceTable } from '../../../shared/ui/crud/resource-table';
import { toast } from '../../../shared/ui/toast';
import { useSetMemberFrozen } from '../api';
import { ONLINE_PATHS } from '../paths';
import { phoneText } from './order-columns';

interface MemberFilters {
  keyword?: string;
  frozen?: boolean;
  linked?: boolean;
}
const INITIAL_FILTERS: MemberFilters = {};

/**
 * The online members (`vipList`): shoppers registered on the storefront, with their ways to pay, order limit, frozen
 * state (freezing asked first: a frozen member cannot order), the POS member they are linked to and their orders.
 */
export function MemberList() {
  const { t } = useTranslation(['onlineShop', 'crud', 'menu', 'common']);
  const navigate = useNavigate();
  const setFrozen = useSetMemberFrozen();
  const { confirm, holder } = useConfirm();

  const toggle = async (row: OnlineMemberRow) => {
    const freezing = !row.frozen;
    const agreed = await confirm({
      title: t(freezing ? 'member.freezeConfirm' : 'member.unfreezeConfirm', { name: row.name }),
      content: t(freezing ? 'member.freezeBody' : 'member.unfreezeBody'),
      okText: t(freezing ? 'promo.freeze' : 'promo.unfreeze'),
      danger: freezing,
    });
    if (!agreed) return;
    try {
      await setFrozen.mutateAsync({ id: row.id, frozen: freezing });
      toast.success(t('crud:saved'));
    } catch {
      // The client has shown the refusal ([code]:message).
    }
  };

  const yesNo = (v: boolean) => (v ? t('crud:yes') : t('crud:no'));
  const columns: TableColumnsType<OnlineMemberRow> = [
    { key: 'name', title: t('field.name'), dataIndex: 'name', fixed: 'left' },
    { key: 'email', title: t('common:field.email'), render: (_, r) => r.email || '—' },
    { key: 'phone', title: t('field.phone'), render: (_, r) => phoneText(r) },
    { key: 'payOnDelivery', title: t('payWay.delivery'), render: (_, r) => yesNo(r.payOnDelivery) },
    { key: 'payInStore', title: t('payWay.store'), render: (_, r) => yesNo(r.payInStore) },
    { key: 'orderLimit', title: t('member.orderLimit'), render: (_, r) => r.orderLimit || t('member.noLimit') },
    {
      key: 'frozen',
      title: t('field.status'),
      render: (_, r) => (r.frozen ? <Tag>{t('status.frozen')}</Tag> : <Tag color="green">{t('status.normal')}</Tag>),
    },
    {
      key: 'linked',
      title: t('member.linked'),
      render: (_, r) =>
        r.memberName ? `${r.memberName} (${t('member.points', { points: r.pointsBalance ?? '0' })})` : '—',
    },
    { key: 'orders', title: t('member.orders'), dataIndex: 'orders' },
    { key: 'createdAt', title: t('member.registeredAt'), render: (_, r) => formatDateTime(r.createdAt) },
  ];

  return (
    <ResourceTable
      resource={onlineMemberResource}
      testId="member"
      title={t('menu:readmeApp.vipList')}
      initialFilters={INITIAL_FILTERS}
      searchPlaceholder={t('member.keyword')}
      filters={(f, set) => (
        <>
          <Select
            allowClear
            placeholder={t('filter.allStatuses')}
            value={f.frozen}
            onChange={(frozen?: boolean) => set({ frozen })}
            options={[
              { value: false, label: t('status.normal') },
              { value: true, label: t('status.frozen') },
            ]}
            style={{ minWidth: 130 }}
            aria-label={t('field.status')}
            data-testid="member-filter-frozen"
          />
          <Select
            allowClear
            placeholder={t('member.anyLink')}
            value={f.linked}
            onChange={(linked?: boolean) => set({ linked })}
            options={[
              { value: true, label: t('member.isLinked') },
              { value: false, label: t('member.notLinked') },
            ]}
            style={{ minWidth: 150 }}
            aria-label={t('member.linked')}
            data-testid="member-filter-linked"
          />
        </>
      )}
      columns={columns}
      addLabel={t('member.add')}
      emptyText={t('member.empty')}
      onAdd={() => navigate(ONLINE_PATHS.memberEdit)}
      onEdit={(r) => navigate(`${ONLINE_PATHS.memberEdit}?id=${r.id}`)}
      rowActions={(r) => (
        <Button type="link" size="small" onClick={() => void toggle(r)} data-testid={`member-freeze-${r.id}`}>
          {t(r.frozen ? 'promo.unfreeze' : 'promo.freeze')}
        </Button>
      )}
      aboveTable={() => holder}
    />
  );
}
