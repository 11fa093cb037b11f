import { REWARD_MODES, rewardResource } from '@tillbook/contract';
import { Button, Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useResourceList } from '../../../shared/api/resource';
import { idParam } from '../../../shared/routing/id-param';
import { EditFrame } from '../../../shared/ui/crud/edit-frame';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useProductOptions } from '../api';
import { useGuardedSave } from '../components/use-guarded-save';
import { CATALOG_PATHS } from '../paths';

/** The rewards set (rewards have no detail call: the row comes from the list). */
const ALL_REWARDS = { page: 1, pageSize: 200 };

interface Values {
  productIds: number[];
  mode: (typeof REWARD_MODES)[number];
  value: string;
}

/**
 * /goodsSetting/goodsRewardEdit: the staff commission of one product (`?productId=`) or of several chosen at once:
 * an amount per piece or a percentage (≤ 100) of the line amount.
 */
export default function RewardEditPage() {
  const { t } = useTranslation(['catalog', 'crud']);
  const productId = idParam(useSearchParams()[0], 'productId');
  const products = useProductOptions();
  const rewards = useResourceList(rewardResource, ALL_REWARDS);
  const [form] = Form.useForm<Values>();
  const { submit, saving, holder, markDirty } = useGuardedSave(rewardResource, form, { backTo: CATALOG_PATHS.rewards });
  const current = rewards.data?.list.find((r) => r.productId === productId);
  const onFinish = (v: Values) =>
    submit({ rewards: v.productIds.map((id) => ({ productId: id, mode: v.mode, value: v.value })) });
  return (
    <EditFrame
      title={t('reward.editTitle')}
      backTo={CATALOG_PATHS.rewards}
      testId="reward-edit"
      backTestId="catalog-back"
    >
      {holder}
      {productId && !rewards.data ? (
        <PageLoading />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          style={{ maxWidth: 560 }}
          initialValues={{
            productIds: productId ? [productId] : [],
            mode: current?.mode ?? 'fixed',
            value: current?.value ?? '',
          }}
          onValuesChange={markDirty}
          onFinish={(v) => void onFinish(v)}
          data-testid="reward-form"
        >
          <Form.Item
            name="productIds"
            label={t('reward.products')}
            rules={[{ required: true, type: 'array', min: 1, message: t('validation.componentProduct') }]}
          >
            <Select
              mode="multiple"
              disabled={productId !== undefined}
              optionFilterProp="label"
              options={(products.data?.list ?? []).map((p) => ({ value: p.id, label: p.name }))}
              data-testid="reward-products"
            />
          </Form.Item>
          <Form.Item name="mode" label={t('reward.mode')}>
            <Radio.Group data-testid="reward-mode">
              {REWARD_MODES.map((m) => (
                <Radio key={m} value={m} data-testid={`reward-mode-${m}`}>
                  {t(`reward.modes.${m}`)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          <Form.Item
            name="value"
            label={t('reward.value')}
            dependencies={['mode']}
            rules={[
              { required: true, message: t('validation.money') },
              ({ getFieldValue }) => ({
                validator: async (_, v: string) => {
                  if (getFieldValue('mode') === 'percent' && Number(v) > 100) throw new Error(t('validation.percent'));
                },
              }),
            ]}
          >
            <DecimalInput testId="reward-value" width={160} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="reward-save">
            {t('crud:save')}
          </Button>
        </Form>
      )}
    </EditFrame>
  );
}
