import { REWARD_MODES } from '@tillbook/contract';
import { Button, Form, Radio, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { applyServerIssues } from '../../../shared/form/rules';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { toast } from '../../../shared/ui/toast';
import { useProductList, useRewardList, useSaveRewards } from '../api';
import { EditFrame } from '../components/frames';
import { useUnsavedGuard } from '../components/use-unsaved-guard';
import { CATALOG_PATHS, idParam } from '../paths';

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
  const navigate = useNavigate();
  const productId = idParam(useSearchParams()[0], 'productId');
  const products = useProductList({ page: 1, pageSize: 200 });
  const rewards = useRewardList({ page: 1, pageSize: 200 });
  const save = useSaveRewards();
  const [form] = Form.useForm<Values>();
  const { holder, markDirty, markClean } = useUnsavedGuard();
  const current = rewards.data?.list.find((r) => r.productId === productId);
  const submit = async (v: Values) => {
    try {
      await save.mutateAsync({ rewards: v.productIds.map((id) => ({ productId: id, mode: v.mode, value: v.value })) });
      toast.success(t('crud:saved'));
      markClean();
      navigate(CATALOG_PATHS.rewards);
    } catch (err) {
      applyServerIssues(form, err);
    }
  };
  return (
    <EditFrame title={t('reward.editTitle')} backTo={CATALOG_PATHS.rewards} testId="reward-edit">
      {holder}
      {productId && !rewards.data ? (
        <Spin />
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
          onFinish={(v) => void submit(v)}
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
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="reward-save">
            {t('crud:save')}
          </Button>
        </Form>
      )}
    </EditFrame>
  );
}
