import { Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyServerIssues } from '../../../shared/form/rules';
import { PhoneFields } from '../../../shared/ui/phone-fields';
import { PublicShell } from '../../../shared/ui/public-shell';
import { SendCodeButton } from '../../../shared/ui/send-code-button';
import { toast } from '../../../shared/ui/toast';
import { useSendPhoneCode, useVerifyPhone } from '../api';
import { NoRegistration } from '../components/no-registration';
import { getPendingRegistration, setPendingRegistration } from '../registration-store';

interface PhoneForm {
  areaCode: string;
  phone: string;
  code: string;
}

/** Verifies the phone of a fresh registration by SMS code; may be skipped. */
export default function PhonePage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<PhoneForm>();
  const navigate = useNavigate();
  const pending = getPendingRegistration();
  const token = pending?.result.token;
  const sendCode = useSendPhoneCode(token);
  const verify = useVerifyPhone(token);

  if (!pending) {
    return (
      <PublicShell>
        <NoRegistration />
      </PublicShell>
    );
  }

  const onSendCode = async (): Promise<boolean> => {
    try {
      await form.validateFields(['areaCode', 'phone']);
    } catch {
      return false;
    }
    const envelope = await sendCode.mutateAsync({
      areaCode: form.getFieldValue('areaCode'),
      phone: form.getFieldValue('phone'),
    });
    if (envelope.code !== 200) return false;
    toast.success(t('phone.codeSent'));
    return true;
  };

  const submit = async (values: PhoneForm) => {
    try {
      const envelope = await verify.mutateAsync(values);
      if (envelope.code !== 200) return;
      setPendingRegistration({ ...pending, areaCode: values.areaCode, phone: values.phone, phoneVerified: true });
      toast.success(t('phone.verified'));
      await navigate('/registerWelcome');
    } catch (err) {
      applyServerIssues(form, err);
    }
  };

  return (
    <PublicShell title={t('phone.title')}>
      <Typography.Paragraph type="secondary">{t('phone.intro')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ areaCode: pending.areaCode, phone: pending.phone }}
        data-testid="phone-form"
      >
        <PhoneFields testIdPrefix="verify-" />
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
                autoComplete="one-time-code"
                aria-label={t('common:field.code')}
                data-testid="verify-code"
              />
            </Form.Item>
            <SendCodeButton onSend={onSendCode} testId="verify-send-code" />
          </Space.Compact>
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={verify.isPending}
          data-testid="verify-submit"
        >
          {t('phone.submit')}
        </Button>
      </Form>
      <Button
        type="link"
        block
        style={{ marginTop: 12 }}
        onClick={() => navigate('/registerWelcome')}
        data-testid="verify-skip"
      >
        {t('phone.skip')}
      </Button>
    </PublicShell>
  );
}
