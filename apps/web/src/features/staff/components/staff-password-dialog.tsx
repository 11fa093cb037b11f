import { staffPassword } from '@tillbook/contract';
import { type ButtonProps, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyServerIssues, confirmRule, contractRule } from '../../../shared/form/rules';
import { endLocalSession } from '../../../shared/session/logout';
import { getLoginInfo } from '../../../shared/session/session';
import { toast } from '../../../shared/ui/toast';
import { useStaffPassword } from '../api';
import { staffPasswordChecks } from '../password-checks';
import { PasswordRules } from './password-rules';

interface PasswordForm {
  password: string;
  confirmPassword: string;
}

/** Sets a staff member's password; the server then ends all their sessions (§6), so changing one's own logs out. */
export function StaffPasswordDialog({ staff, onClose }: { staff: { id: number; name: string }; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const [form] = Form.useForm<PasswordForm>();
  const change = useStaffPassword();
  const password: string = Form.useWatch('password', form) ?? '';
  const confirmation: string = Form.useWatch('confirmPassword', form) ?? '';

  const submit = async (values: PasswordForm) => {
    try {
      await change.mutateAsync({ id: staff.id, ...values });
      toast.success(t('password.done'));
      onClose();
      if (getLoginInfo()?.id === staff.id) endLocalSession();
    } catch (err) {
      applyServerIssues(form, err);
    }
  };

  return (
    <Modal
      open
      title={t('password.title', { name: staff.name })}
      okText={t('crud:save')}
      cancelText={t('crud:cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={change.isPending}
      okButtonProps={{ 'data-testid': 'staff-password-save' } as ButtonProps}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('password.sessionsEnd')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} data-testid="staff-password-form">
        <Form.Item
          name="password"
          label={t('password.new')}
          required
          rules={[contractRule(staffPassword, t('password.invalid'))]}
          style={{ marginBottom: 8 }}
        >
          <Input.Password autoComplete="new-password" data-testid="staff-password-new" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('password.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('password.confirmRequired') },
            confirmRule(form, 'password', t('password.differ')),
          ]}
          style={{ marginBottom: 8 }}
        >
          <Input.Password autoComplete="new-password" data-testid="staff-password-confirm" />
        </Form.Item>
        <PasswordRules checks={staffPasswordChecks(password, confirmation)} testId="staff-password-rules" />
      </Form>
    </Modal>
  );
}
