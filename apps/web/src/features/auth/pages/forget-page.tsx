import { MailOutlined } from '@ant-design/icons';
import { email as emailRule } from '@tillbook/contract';
import { Button, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyServerIssues, contractRule } from '../../../shared/form/rules';
import { getChosenLanguageId, getLang } from '../../../shared/i18n/lang';
import { useLanguageList } from '../../../shared/i18n/language-list';
import { PublicShell } from '../../../shared/ui/public-shell';
import { useSendResetEmail } from '../api';

/** Step 1 of the reset: the user's address gets a link to /forget1. */
export default function ForgetPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<{ email: string }>();
  const languages = useLanguageList();
  const send = useSendResetEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async ({ email }: { email: string }) => {
    const lang = getLang();
    const languageId = getChosenLanguageId() ?? languages.find((l) => l.code === lang)?.sysLanguageId;
    try {
      const envelope = await send.mutateAsync({ email, languageId });
      if (envelope.code === 200) setSentTo(email);
    } catch (err) {
      applyServerIssues(form, err);
    }
  };

  if (sentTo) {
    return (
      <PublicShell>
        <Result
          status="success"
          title={t('forget.sentTitle')}
          subTitle={t('forget.sentBody', { email: sentTo })}
          data-testid="forget-sent"
          extra={
            <Link to="/login">
              <Button type="primary">{t('common:backToLogin')}</Button>
            </Link>
          }
        />
      </PublicShell>
    );
  }

  return (
    <PublicShell title={t('forget.title')}>
      <Typography.Paragraph type="secondary">{t('forget.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} data-testid="forget-form">
        <Form.Item
          name="email"
          label={t('common:field.email')}
          required
          rules={[contractRule(emailRule, t('common:validation.email'))]}
        >
          <Input prefix={<MailOutlined />} type="email" autoComplete="email" autoFocus data-testid="forget-email" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={send.isPending}
          data-testid="forget-submit"
        >
          {t('forget.submit')}
        </Button>
      </Form>
      <div style={{ textAlign: 'center', marginTop: 20 }}>
        <Link to="/login">{t('common:backToLogin')}</Link>
      </div>
    </PublicShell>
  );
}
