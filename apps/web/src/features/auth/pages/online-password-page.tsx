import { shopPassword } from '@tillbook/contract';
import { Button, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { applyServerIssues, confirmRule, contractRule } from '../../../shared/form/rules';
import { PublicShell } from '../../../shared/ui/public-shell';
import { useSetShopPassword } from '../api';

interface ShopPasswordForm {
  password: string;
  confirmPassword: string;
}

/** /onlineUpdatePwd?token=…: an online-shop customer creates a password (§5 shop rule). */
export default function OnlinePasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<ShopPasswordForm>();
  const setPassword = useSetShopPassword();
  const [done, setDone] = useState(false);

  const submit = async (values: ShopPasswordForm) => {
    try {
      const envelope = await setPassword.mutateAsync({ token, ...values });
      if (envelope.code === 200) setDone(true);
    } catch (err) {
      applyServerIssues(form, err);
    }
  };

  const body = !token ? (
    <Result
      status="error"
      title={t('link.invalid')}
      subTitle={t('shop.invalidHint')}
      data-testid="link-state-invalid"
    />
  ) : done ? (
    <Result
      status="success"
      title={t('shop.doneTitle')}
      subTitle={t('shop.doneBody')}
      data-testid="shop-password-done"
    />
  ) : (
    <>
      <Typography.Paragraph type="secondary">{t('shop.rule')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} data-testid="shop-password-form">
        <Form.Item
          name="password"
          label={t('common:field.password')}
          required
          rules={[contractRule(shopPassword, t('shop.rule'))]}
          validateTrigger={['onChange', 'onBlur']}
        >
          <Input.Password autoComplete="new-password" autoFocus data-testid="shop-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('common:field.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('common:validation.confirmPassword') },
            confirmRule(form, 'password', t('common:validation.passwordsDiffer')),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="shop-confirm-password" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={setPassword.isPending}
          data-testid="shop-password-submit"
        >
          {t('shop.submit')}
        </Button>
      </Form>
    </>
  );

  return (
    <PublicShell brand={t('common:onlineShopTitle')} title={done || !token ? undefined : t('shop.title')}>
      {body}
    </PublicShell>
  );
}
