import { Err } from '@tillbook/contract';
import { Button, Card, Form, Input, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyCodeToField } from '../../../shared/form/rules';
import { PhoneFields } from '../../../shared/ui/phone-fields';
import { SendCodeButton } from '../../../shared/ui/send-code-button';
import { toast } from '../../../shared/ui/toast';
import { useChangePhone, useSendNewPhoneCode } from '../api';

interface PhoneForm {
  areaCode: string;
  phone: string;
  code: string;
  password?: string;
}

/** Change (or verify) the phone by SMS code; replacing a verified number also needs the current password. */
export function ChangePhoneCard({ areaCode, phone, verified }: { areaCode: string; phone: string; verified: boolean }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<PhoneForm>();
  const sendCode = useSendNewPhoneCode();
  const change = useChangePhone();

  const onSendCode = async (): Promise<boolean> => {
    try {
      await form.validateFields(['areaCode', 'phone']);
    } catch {
      return false;
    }
    try {
      const envelope = await sendCode.mutateAsync({
        areaCode: form.getFieldValue('areaCode'),
        phone: form.getFieldValue('phone'),
      });
      if (envelope.code !== 200) return false;
      toast.success(t('phone.codeSent'));
      return true;
    } catch (err) {
      applyCodeToField(form, err, { [Err.NEW_PHONE_SAME]: 'phone' });
      return false;
    }
  };

  const submit = async (values: PhoneForm) => {
    try {
      const envelope = await change.mutateAsync(values);
      if (envelope.code !== 200) return;
      toast.success(t('phone.done'));
      form.setFieldsValue({ code: '', password: '' });
    } catch (err) {
      applyCodeToField(form, err, {
        [Err.MOBILE_CODE_WRONG]: 'code',
        [Err.MOBILE_CODE_EXPIRED]: 'code',
        [Err.PASSWORD_WRONG]: 'password',
        [Err.PASSWORD_EMPTY]: 'password',
      });
    }
  };

  return (
    <Card
      title={t('phone.title')}
      extra={
        phone ? (
          <Tag color={verified ? 'green' : 'orange'} data-testid="account-phone-status">
            {verified ? t('phone.verified') : t('phone.unverified')}
          </Tag>
        ) : null
      }
      data-testid="account-phone-card"
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ areaCode, phone }}>
        <PhoneFields testIdPrefix="account-" />
        <Form.Item label={t('common:field.code')} required>
          <Space.Compact block>
            <Form.Item
              name="code"
              noStyle
              rules={[{ required: true, whitespace: true, message: t('common:validation.code') }]}
            >
              <Input
                inputMode="numeric"
                maxLength={6}
                aria-label={t('common:field.code')}
                data-testid="account-phone-code"
              />
            </Form.Item>
            <SendCodeButton onSend={onSendCode} testId="account-phone-send-code" />
          </Space.Compact>
        </Form.Item>
        {verified ? (
          <Form.Item
            name="password"
            label={t('common:field.oldPassword')}
            extra={t('passwordCheck')}
            rules={[{ required: true, message: t('common:validation.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" data-testid="account-phone-password" />
          </Form.Item>
        ) : null}
        <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="account-phone-submit">
          {t('phone.submit')}
        </Button>
      </Form>
    </Card>
  );
}
