import type { InvoiceRow } from '@tillbook/contract';
import { type ButtonProps, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { toast } from '../../../shared/ui/toast';
import { useTestRefund } from '../api';
import { useUsd } from './usd';

/**
 * Test provider only: refunds (part of) a paid invoice as the operator would in the provider's dashboard; a credit
 * note follows. The server checks the amount (20115 for none or more than is left).
 */
export function TestRefundDialog({ invoice, onClose }: { invoice: InvoiceRow; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const usd = useUsd();
  const refund = useTestRefund();
  const left = (Number(invoice.total) - Number(invoice.refunded)).toFixed(2);
  const [amount, setAmount] = useState(left);

  const submit = async () => {
    const done = await refund.mutateAsync({ invoiceId: invoice.id, amount }).catch(() => null);
    if (!done) return;
    toast.success(t('test.refunded', { number: done.number }));
    onClose();
  };

  return (
    <Modal
      open
      title={t('test.refundTitle', { number: invoice.number })}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('test.refund')}
      cancelText={t('crud:cancel')}
      confirmLoading={refund.isPending}
      okButtonProps={{ 'data-testid': 'billing-refund-confirm' } as ButtonProps}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('test.refundHelp', { amount: usd(left) })}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('test.refundAmount')}>
          <DecimalInput value={amount} onChange={setAmount} places={2} testId="billing-refund-amount" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
