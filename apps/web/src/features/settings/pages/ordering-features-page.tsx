import { ORDERING_FEATURES, type OrderingFeatures } from '@tillbook/contract';
import { Form, List, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast';
import { useSaveSingleSetting } from '../api';
import { SaveButton } from '../components/save-button';
import { SingleSetting } from '../components/single-setting';

/** The switches, each with what it changes. */
function FeaturesForm({ value }: { value: OrderingFeatures }) {
  const { t } = useTranslation(['settings', 'crud']);
  const [form] = Form.useForm<OrderingFeatures>();
  const save = useSaveSingleSetting('orderingFeatures');
  const onFinish = async (values: OrderingFeatures) => {
    try {
      await save.mutateAsync(values);
      toast.success(t('crud:saved'));
    } catch {
      // The client has toasted the refusal.
    }
  };
  return (
    <Form form={form} initialValues={value} onFinish={onFinish} data-testid="ordering-form">
      <List
        bordered
        style={{ marginBottom: 16 }}
        dataSource={[...ORDERING_FEATURES]}
        renderItem={(feature) => (
          <List.Item
            extra={
              <Form.Item name={feature} valuePropName="checked" noStyle>
                <Switch aria-label={t(`ordering.${feature}.title`)} data-testid={`ordering-${feature}`} />
              </Form.Item>
            }
          >
            <List.Item.Meta
              title={t(`ordering.${feature}.title`)}
              description={<Typography.Text type="secondary">{t(`ordering.${feature}.body`)}</Typography.Text>}
            />
          </List.Item>
        )}
      />
      <SaveButton loading={save.isPending} testId="ordering-save" />
    </Form>
  );
}

/** /setting/order: the tenant's switches for ordering and billing. */
export default function OrderingFeaturesPage() {
  const { t } = useTranslation('menu');
  return (
    <SingleSetting
      kind="orderingFeatures"
      title={t('setting.order')}
      testId="ordering-page"
      form={(value) => <FeaturesForm value={value} />}
    />
  );
}
