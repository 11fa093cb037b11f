import type { OnlineOrderRow } from '@tillbook/contract';
import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { useMoney } from '../../../shared/format/money';
import { OrderStateTag } from './order-state';

const phoneText = (r: { areaCode: string; phone: string }) =>
  r.phone ? `${r.areaCode ? `+${r.areaCode} ` : ''}${r.phone}` : '—';

/** The online orders' columns: number (opens the detail), time, shop, state, delivery or pickup, who, amounts. */
export function useOrderColumns(onOpen: (row: OnlineOrderRow) => void): TableColumnsType<OnlineOrderRow> {
  const { t } = useTranslation('onlineShop');
  const money = useMoney();
  return [
    {
      key: 'number',
      title: t('order.number'),
      fixed: 'left',
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => onOpen(r)} data-testid={`order-open-${r.id}`}>
          {r.number}
        </Button>
      ),
    },
    { key: 'createdAt', title: t('order.placedAt'), render: (_, r) => formatDateTime(r.createdAt) },
    { key: 'shop', title: t('field.shop'), dataIndex: 'shopName' },
    {
      key: 'state',
      title: t('field.state'),
      render: (_, r) => <OrderStateTag state={r.state} fulfilment={r.fulfilment} />,
    },
    { key: 'fulfilment', title: t('order.fulfilment'), render: (_, r) => t(`fulfilment.${r.fulfilment}`) },
    { key: 'payWay', title: t('order.payWay'), render: (_, r) => t(`payWay.${r.payWay}`) },
    {
      key: 'slot',
      title: t('order.slot'),
      render: (_, r) => (r.slotStart ? formatDateTime(r.slotStart) : t('order.asap')),
    },
    { key: 'who', title: t('order.customer'), render: (_, r) => r.memberName || r.contactName || '—' },
    { key: 'phone', title: t('field.phone'), render: (_, r) => phoneText(r) },
    { key: 'deliveryFee', title: t('order.deliveryFee'), render: (_, r) => money(r.deliveryFee) },
    { key: 'amount', title: t('order.amount'), render: (_, r) => money(r.amount) },
  ];
}

export { phoneText };
