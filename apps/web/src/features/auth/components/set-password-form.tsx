import { accountPassword, Err } from '@tillbook/contract';
import { Button, Form, Input, Result } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { accountPasswordChecks } from '../../../shared/form/password-checks';
import { applyServerIssues, confirmRule, contractRule } from '../../../shared/form/rules';
import { PageLoading } from '../../../shared/ui/page-loading';
import { RuleChecklist } from '../../../shared/ui/rule-checklist';
import { useResetTokenState, useSetPassword } from '../api';

/** §8: the link states this page explains itself instead of toasting. */
const LINK_STATE_CODES = [Err.LINK_USED, Err.LINK_EXPIRED];

interface PasswordForm {
  password: string;
  confirmPassword: string;
}

/**
 * New password from an e-mailed link (reset: /forget1, staff invitation: /updatePwd). The link's state is
 * checked first, so a used (20033) or expired (20034) link says so instead of showing a form.
 */
export function SetPasswordForm({
  onDone,
  retry,
}: {
  onDone: () => void;
  /** Where a user with a dead link goes next. */
  retry: { to: string; label: string; hint: string };
}) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<PasswordForm>();
  const state = useResetTokenState(token, LINK_STATE_CODES);
  const setPassword = useSetPassword(LINK_STATE_CODES);
  const [deadCode, setDeadCode] = useState<number | null>(null);
  const password: string = Form.useWatch('password', form) ?? '';
  const confirmation: string = Form.useWatch('confirmPassword', form) ?? '';

  const linkCode = !token ? -1 : (deadCode ?? (state.data !== 200 ? state.data : undefined));
  if (token && state.isPending) return <PageLoading />;
  if (state.isError) return <DeadLink code={0} retry={retry} />;
  if (linkCode !== undefined) return <DeadLink code={linkCode} retry={retry} />;

  const submit = async (values: PasswordForm) => {
    try {
      const envelope = await setPassword.mutateAsync({ token, ...values });
      if (envelope.code === 200) onDone();
      else setDeadCode(envelope.code);
    } catch (err) {
      applyServerIssues(form, err);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="set-password-form">
      <Form.Item
        name="password"
        label={t('common:field.newPassword')}
        required
        rules={[contractRule(accountPassword, t('common:validation.password'))]}
        style={{ marginBottom: 8 }}
      >
        <Input.Password autoComplete="new-password" autoFocus data-testid="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('common:field.confirmPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('common:validation.confirmPassword') },
          confirmRule(form, 'password', t('common:validation.passwordsDiffer')),
        ]}
        style={{ marginBottom: 8 }}
      >
        <Input.Password autoComplete="new-password" data-testid="confirm-password" />
      </Form.Item>
      <RuleChecklist checks={accountPasswordChecks(password, confirmation)} />
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={setPassword.isPending}
        data-testid="set-password-submit"
      >
        {t('setPassword.submit')}
      </Button>
    </Form>
  );
}

function DeadLink({ code, retry }: { code: number; retry: { to: string; label: string; hint: string } }) {
  const { t } = useTranslation('auth');
  const reason: Record<number, ReactNode> = {
    [Err.LINK_USED]: t('link.used'),
    [Err.LINK_EXPIRED]: t('link.expired'),
  };
  return (
    <Result
      status={code === Err.LINK_EXPIRED ? 'warning' : 'error'}
      title={reason[code] ?? t('link.invalid')}
      subTitle={retry.hint}
      data-testid={`link-state-${code === Err.LINK_USED ? 'used' : code === Err.LINK_EXPIRED ? 'expired' : 'invalid'}`}
      extra={
        <Link to={retry.to}>
          <Button type="primary">{retry.label}</Button>
        </Link>
      }
    />
  );
}
