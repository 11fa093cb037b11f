import type { OrderDetail } from '@tillbook/contract';
import { Descriptions, Modal, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { useDeviceClass } from '../../../shared/hooks/use-device-class';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { useOrderDetail } from '../api';
import { useCellFormat } from '../format';

type Line = OrderDetail['lines'][number];
type Payment = OrderDetail['payments'][number] & { key: number };

/** One receipt (POST /m/sales/order/detail): its figures, lines with modifiers, and payments. Full screen on phones. */
export function ReceiptDetailDialog({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation(['reports', 'crud']);
  const mobile = useDeviceClass() === 'mobile';
  const detail = useOrderDetail(id);
  const format = useCellFormat();
  const money = (v: string) => format(v, 'money');
  const qty = (v: string) => format(v, 'quantity');
  const d = detail.data;

  return (
    <Modal
      open={id !== undefined}
      onCancel={onClose}
      footer={null}
      width={mobile ? '100%' : 880}
      title={d ? `${t('receipt.title')} ${d.number}` : t('receipt.title')}
      destroyOnHidden
      data-testid="receipt-detail"
    >
      {detail.isError ? (
        <LoadError onRetry={() => detail.refetch()} testId="receipt-detail-error" />
      ) : !d ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            column={mobile ? 1 : 2}
            size="small"
            bordered
            data-testid="receipt-detail-fields"
            items={[
              { label: t('col.number'), children: d.number },
              { label: t('col.orderedAt'), children: formatDateTime(d.orderedAt) },
              { label: t('col.kind'), children: t(`kind.${d.kind}`) },
              { label: t('col.status'), children: t(`status.${d.status}`) },
              { label: t('col.store'), children: d.storeName },
              { label: t('col.staff'), children: d.staffName || t('noStaff') },
              { label: t('col.channel'), children: t(`channel.${d.channel}`) },
              { label: t('col.member'), children: d.memberName || '—' },
              { label: t('col.goodsTotal'), children: money(d.goodsTotal) },
              { label: t('col.lineDiscount'), children: money(d.lineDiscountTotal) },
              { label: t('col.orderDiscount'), children: money(d.orderDiscount) },
              { label: t('col.taxIncluded'), children: money(d.taxIncluded) },
              { label: t('col.taxAdded'), children: money(d.taxAdded) },
              ...(Number(d.deliveryFee) !== 0
                ? [{ label: t('col.deliveryFees'), children: money(d.deliveryFee) }]
                : []),
              {
                label: t('col.total'),
                children: <strong data-testid="receipt-detail-total">{money(d.total)}</strong>,
              },
              { label: t('col.paidTotal'), children: money(d.paidTotal) },
              { label: t('col.change'), children: money(d.changeTotal) },
              ...(d.exception !== 'none'
                ? [{ label: t('col.exception'), children: `${t(`exception.${d.exception}`)} — ${d.exceptionReason}` }]
                : []),
              { label: t('col.note'), children: d.note || '—' },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('receipt.lines')}
          </Typography.Title>
          <Table<Line>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={d.lines}
            scroll={{ x: 'max-content' }}
            data-testid="receipt-detail-lines"
            columns={[
              {
                title: t('col.item'),
                key: 'name',
                render: (_, l) => (
                  <>
                    {l.variantName ? `${l.name} · ${l.variantName}` : l.name}
                    {l.modifiers.map((m) => (
                      <div key={m.itemId}>
                        <Typography.Text type="secondary">
                          + {m.name} × {qty(m.quantity)}
                        </Typography.Text>
                      </div>
                    ))}
                  </>
                ),
              },
              { title: t('col.quantity'), dataIndex: 'quantity', align: 'right', render: qty },
              { title: t('col.refundQuantity'), dataIndex: 'refundedQuantity', align: 'right', render: qty },
              { title: t('col.unitPrice'), dataIndex: 'unitPrice', align: 'right', render: money },
              { title: t('col.discount'), dataIndex: 'discount', align: 'right', render: money },
              { title: t('col.tax'), dataIndex: 'tax', align: 'right', render: money },
              { title: t('col.net'), dataIndex: 'net', align: 'right', render: money },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('receipt.payments')}
          </Typography.Title>
          <Table<Payment>
            size="small"
            pagination={false}
            // Payments carry no id of their own; their order is fixed.
            dataSource={d.payments.map((p, key) => ({ ...p, key }))}
            locale={{ emptyText: t('receipt.noPayments') }}
            data-testid="receipt-detail-payments"
            columns={[
              { title: t('col.paymentMethod'), dataIndex: 'name' },
              { title: t('col.amount'), dataIndex: 'amount', align: 'right', render: money },
              { title: t('col.fee'), dataIndex: 'fee', align: 'right', render: money },
              { title: t('col.change'), dataIndex: 'change', align: 'right', render: money },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
