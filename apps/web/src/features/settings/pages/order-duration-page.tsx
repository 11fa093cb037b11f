import { OrderDurationSaveBody, type OrderDurationSettings } from '@tillbook/contract';
import { Form, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyServerIssues, contractRule } from '../../../shared/form/rules';
import { toast } from '../../../shared/ui/toast';
import { useSaveSingleSetting } from '../api';
import { SaveButton } from '../components/save-button';
import { SingleSetting } from '../components/single-setting';

function DurationForm({ value }: { value: OrderDurationSettings }) {
  const { t } = useTranslation(['settings', 'crud']);
  const [form] = Form.useForm<OrderDurationSettings>();
  const save = useSaveSingleSetting('orderDuration');
  const enabled = Form.useWatch('enabled', form) ?? value.enabled;
  const onFinish = async (values: OrderDurationSettings) => {
    try {
      await save.mutateAsync({ enabled: values.enabled, minutes: values.minutes });
      toast.success(t('crud:saved'));
    } catch (err) {
      applyServerIssues(form, err);
    }
  };
  return (
    <Form form={form} layout="vertical" initialValues={value} onFinish={onFinish} style={{ maxWidth: 520 }}>
      <Form.Item name="enabled" label={t('duration.enabled')} valuePropName="checked" extra={t('duration.enabledHint')}>
        <Switch data-testid="duration-enabled" />
      </Form.Item>
      <Form.Item
        name="minutes"
        label={t('duration.minutes')}
        required
        extra={t('duration.minutesHint')}
        rules={[
          { required: true, message: t('validation.minutes') },
          contractRule(OrderDurationSaveBody.shape.minutes, t('validation.minutes')),
        ]}
      >
        <InputNumber
          min={1}
          max={1440}
          precision={0}
          disabled={!enabled}
          suffix={t('duration.unit')}
          style={{ width: 200 }}
          data-testid="duration-minutes"
        />
      </Form.Item>
      <SaveButton loading={save.isPending} testId="duration-save" />
    </Form>
  );
}

/** /setting/orderDuration: after how many minutes an open order is flagged. */
export default function OrderDurationPage() {
  const { t } = useTranslation('menu');
  return (
    <SingleSetting
      kind="orderDuration"
      title={t('setting.orderDuration')}
      testId="duration-page"
      form={(value) => <DurationForm value={value} />}
    />
  );
}
