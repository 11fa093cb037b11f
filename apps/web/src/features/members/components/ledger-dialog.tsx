import { sanitizeDecimalInput } from '@tillbook/contract';
import { type ButtonProps, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

export interface LedgerDialogValues {
  direction: 'add' | 'deduct';
  amount: string;
  reason: string;
}

/**
 * Adjust points (add or deduct, a reason required) or record a repayment (amount only, reason optional). The
 * server refuses a change taking the points below zero (20111) or a repayment above what is owed (20115): the
 * client has toasted it, the dialog stays open.
 */
export function LedgerDialog({
  mode,
  open,
  saving,
  onCancel,
  onSubmit,
}: {
  mode: 'points' | 'repay';
  open: boolean;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (values: LedgerDialogValues) => Promise<boolean>;
}) {
  const { t } = useTranslation(['members', 'crud']);
  const [form] = Form.useForm<LedgerDialogValues>();
  const prefix = mode === 'points' ? 'points-adjust' : 'credit-repay';

  const submit = async () => {
    let values: LedgerDialogValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    if (await onSubmit({ ...form.getFieldsValue(true), ...values })) form.resetFields();
  };

  return (
    <Modal
      open={open}
      title={mode === 'points' ? t('points.adjustTitle') : t('credit.repayTitle')}
      okText={t('crud:save')}
      cancelText={t('crud:cancel')}
      onOk={submit}
      onCancel={onCancel}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': `${prefix}-save` } as ButtonProps}
      cancelButtonProps={{ 'data-testid': `${prefix}-cancel` } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ direction: 'add', amount: '', reason: '' }} preserve={false}>
        {mode === 'points' ? (
          <Form.Item name="direction" label={t('points.direction')}>
            <Radio.Group data-testid={`${prefix}-direction`}>
              <Radio value="add" data-testid={`${prefix}-add`}>
                {t('points.add')}
              </Radio>
              <Radio value="deduct" data-testid={`${prefix}-deduct`}>
                {t('points.deduct')}
              </Radio>
            </Radio.Group>
          </Form.Item>
        ) : null}
        <Form.Item
          name="amount"
          label={mode === 'points' ? t('points.amount') : t('credit.amount')}
          getValueFromEvent={(e: { target: { value: string } }) => sanitizeDecimalInput(e.target.value)}
          rules={[
            {
              validator: async (_r, v: string | undefined) => {
                if (!v || !(Number(v) > 0)) throw new Error(t('ledger.amountRequired'));
              },
            },
          ]}
        >
          <Input inputMode="decimal" autoFocus data-testid={`${prefix}-amount`} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('ledger.reason')}
          rules={[{ required: mode === 'points', whitespace: true, max: 200, message: t('ledger.reasonRequired') }]}
        >
          <Input.TextArea rows={2} maxLength={200} data-testid={`${prefix}-reason`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
