import { settingName } from '@tillbook/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../../../shared/form/rules';

/** The name of a setting (tax, payment method, order type …): required, the contract's rule, 50 characters. */
export function SettingNameField({ testId }: { testId: string }) {
  const { t } = useTranslation('settings');
  return (
    <Form.Item name="name" label={t('field.name')} required rules={[contractRule(settingName, t('validation.name'))]}>
      <Input maxLength={50} autoComplete="off" data-testid={testId} />
    </Form.Item>
  );
}
