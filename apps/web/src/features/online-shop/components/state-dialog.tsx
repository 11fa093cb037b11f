import { Err, type OnlineOrderRow, type OnlineState } from '@tillbook/contract';
import { type ButtonProps, Form, Input, Modal, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyCodeToField } from '../../../shared/form/rules';
import { useMoney } from '../../../shared/format/money';
import { toast } from '../../../shared/ui/toast';
import { usePaymentOptions, useSetOrderState } from '../api';
import { moveKey, stateKey } from './order-state';

interface StateValues {
  paymentMethodId?: number;
  restock: boolean;
  reason: string;
}

/**
 * The confirmation of one state change (§4), with what that change needs: completing writes the receipt's payment
 * (the shop's payment method unless another is chosen; none answers 20108); refunding a completed order refunds its
 * receipt (stock back unless told otherwise), with a reason. The server records who and when. Test ids
 * `order-move-ok`, `order-move-cancel`, `order-move-payment`, `order-move-restock`, `order-move-reason`.
 */
export function StateDialog({
  order,
  to,
  onClose,
}: {
  order: OnlineOrderRow;
  to: OnlineState;
  onClose: (moved: boolean) => void;
}) {
  const { t } = useTranslation(['onlineShop', 'crud']);
  const [form] = Form.useForm<StateValues>();
  const move = useSetOrderState();
  const money = useMoney();
  const payments = usePaymentOptions(to === 'completed' ? order.storeId : undefined);
  const refundingReceipt = to === 'refunded' && order.state === 'completed';

  const submit = async (v: StateValues) => {
    try {
      await move.mutateAsync({
        id: order.id,
        to: to as 'preparing' | 'delivering' | 'completed' | 'refunded',
        ...(to === 'completed' && v.paymentMethodId ? { paymentMethodId: v.paymentMethodId } : {}),
        ...(refundingReceipt ? { restock: v.restock } : {}),
        ...(to === 'refunded' && v.reason?.trim() ? { reason: v.reason.trim() } : {}),
      });
      toast.success(t('move.done', { state: t(stateKey(to, order.fulfilment)) }));
      onClose(true);
    } catch (err) {
      applyCodeToField(form, err, { [Err.NO_PAYMENT_METHOD]: 'paymentMethodId' });
    }
  };

  return (
    <Modal
      open
      title={t('move.confirm', { number: order.number, action: t(moveKey(to, order.fulfilment)) })}
      okText={t(moveKey(to, order.fulfilment))}
      cancelText={t('crud:cancel')}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      confirmLoading={move.isPending}
      okButtonProps={{ danger: to === 'refunded', 'data-testid': 'order-move-ok' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'order-move-cancel' } as ButtonProps}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t(`move.body.${to}`, { amount: money(order.amount), state: t(stateKey(order.state, order.fulfilment)) })}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ restock: true, reason: '' }}
        onFinish={(v) => void submit(v)}
      >
        {to === 'completed' && (
          <Form.Item name="paymentMethodId" label={t('move.paymentMethod')} extra={t('move.paymentHelp')}>
            <Select
              allowClear
              loading={payments.isPending}
              options={payments.data?.map((p) => ({ value: p.id, label: p.name }))}
              placeholder={t('move.shopDefault')}
              data-testid="order-move-payment"
            />
          </Form.Item>
        )}
        {refundingReceipt && (
          <Form.Item name="restock" label={t('move.restock')} valuePropName="checked" extra={t('move.restockHelp')}>
            <Switch data-testid="order-move-restock" />
          </Form.Item>
        )}
        {to === 'refunded' && (
          <Form.Item name="reason" label={t('move.reason')} rules={[{ max: 200 }]}>
            <Input.TextArea maxLength={200} rows={2} data-testid="order-move-reason" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
