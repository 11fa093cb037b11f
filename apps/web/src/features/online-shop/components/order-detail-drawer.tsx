import type { OnlineOrderDetail } from '@tillbook/contract';
import { Descriptions, Drawer, Flex, Table, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { useMoney } from '../../../shared/format/money';
import { formatQuantity } from '../../../shared/format/numbers';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useOrderDetail } from '../api';
import { phoneText } from './order-columns';
import { OrderStateTag, stateKey } from './order-state';
import { OrderStateActions } from './order-state-actions';

type Line = OnlineOrderDetail['lines'][number];

/** One online order: who, how, when, its lines and totals, every state change with who and when, and its next moves. */
export function OrderDetailDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation(['onlineShop', 'crud']);
  const detail = useOrderDetail(id);
  const money = useMoney();
  const o = detail.data;

  return (
    <Drawer open size="large" onClose={onClose} title={o ? t('order.title', { number: o.number }) : ''} destroyOnHidden>
      {detail.isError && !o ? (
        <LoadError testId="order-detail-error" onRetry={() => void detail.refetch()} />
      ) : !o ? (
        <PageLoading />
      ) : (
        <Flex vertical gap={16} data-testid="order-detail">
          <Flex justify="space-between" align="center" wrap gap={8}>
            <OrderStateTag state={o.state} fulfilment={o.fulfilment} />
            <OrderStateActions order={o} size="middle" />
          </Flex>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('field.shop')}>{o.shopName}</Descriptions.Item>
            <Descriptions.Item label={t('order.placedAt')}>{formatDateTime(o.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('order.fulfilment')}>{t(`fulfilment.${o.fulfilment}`)}</Descriptions.Item>
            <Descriptions.Item label={t('order.payWay')}>{t(`payWay.${o.payWay}`)}</Descriptions.Item>
            <Descriptions.Item label={t('order.slot')}>
              {o.slotStart ? formatDateTime(o.slotStart) : t('order.asap')}
            </Descriptions.Item>
            <Descriptions.Item label={t('order.customer')}>{o.memberName || o.contactName || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('field.phone')}>{phoneText(o)}</Descriptions.Item>
            {o.fulfilment === 'delivery' && (
              <Descriptions.Item label={t('field.address')}>{o.address || '—'}</Descriptions.Item>
            )}
            {o.note && <Descriptions.Item label={t('order.note')}>{o.note}</Descriptions.Item>}
          </Descriptions>
          <Table<Line>
            size="small"
            rowKey={(_, i) => String(i)}
            pagination={false}
            dataSource={o.lines}
            columns={[
              {
                key: 'name',
                title: t('field.product'),
                render: (_, l) => (l.variantName ? `${l.name} (${l.variantName})` : l.name),
              },
              { key: 'quantity', title: t('order.quantity'), render: (_, l) => formatQuantity(l.quantity) },
              { key: 'unitPrice', title: t('order.unitPrice'), render: (_, l) => money(l.unitPrice) },
              { key: 'total', title: t('order.lineTotal'), render: (_, l) => money(l.total) },
            ]}
            data-testid="order-lines"
          />
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('order.goodsTotal')}>{money(o.total)}</Descriptions.Item>
            <Descriptions.Item label={t('order.deliveryFee')}>{money(o.deliveryFee)}</Descriptions.Item>
            <Descriptions.Item label={t('order.amount')}>
              <Typography.Text strong data-testid="order-amount">
                {money(o.amount)}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>{t('order.history')}</Typography.Title>
          <Timeline
            items={o.events.map((e) => ({
              content: t('order.event', {
                state: t(stateKey(e.to, o.fulfilment)),
                who: e.userId === null ? t('order.shopper') : e.userName,
                at: formatDateTime(e.at),
              }),
            }))}
            data-testid="order-events"
          />
        </Flex>
      )}
    </Drawer>
  );
}
