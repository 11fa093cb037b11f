import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client';
import { applyCodeToField } from '../../../shared/form/rules';
import { endLocalSession } from '../../../shared/session/logout';
import { toast } from '../../../shared/ui/toast';
import { useDeleteAccount } from '../api';

/** Deletes the whole merchant account (boss only), confirmed with the password (§5: confirm before deleting). */
export function DeleteAccountCard() {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<{ password: string }>();
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();

  const confirm = async () => {
    let password: string;
    try {
      ({ password } = await form.validateFields());
    } catch {
      return;
    }
    try {
      const envelope = await remove.mutateAsync({ password });
      if (envelope.code !== 200) return;
      setOpen(false);
      toast.success(t('delete.done'));
      endLocalSession();
    } catch (err) {
      // A refusal (e.g. wrong password) belongs next to the password; the toast has said it already.
      if (err instanceof ApiError && err.handling === 'toast') applyCodeToField(form, err, { [err.code]: 'password' });
    }
  };

  return (
    <Card title={t('delete.title')} data-testid="account-delete-card">
      <Alert type="error" showIcon title={t('delete.warning')} style={{ marginBottom: 16 }} />
      <Button danger onClick={() => setOpen(true)} data-testid="account-delete">
        {t('delete.button')}
      </Button>
      <Modal
        open={open}
        title={
          <span>
            <ExclamationCircleOutlined style={{ color: '#ff4d4f', marginInlineEnd: 8 }} />
            {t('delete.confirmTitle')}
          </span>
        }
        okText={t('delete.confirm')}
        okButtonProps={{ danger: true, loading: remove.isPending, 'data-testid': 'account-delete-confirm' }}
        cancelText={t('common:cancel')}
        onOk={confirm}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>{t('delete.confirmBody')}</p>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="password"
            label={t('common:field.password')}
            rules={[{ required: true, message: t('common:validation.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" data-testid="account-delete-password" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
