import { Button, Flex, Form, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { applyServerIssues } from '../../../shared/form/rules';
import { toast } from '../../../shared/ui/toast';
import { useProductDetail, useSavePrices } from '../api';
import { DecimalInput } from '../components/decimal-input';
import { EditFrame, LoadError } from '../components/frames';
import { useUnsavedGuard } from '../components/use-unsaved-guard';
import { CATALOG_PATHS, idParam } from '../paths';

interface Values {
  prices: { storeId: number; storeName: string; price: string; cost: string }[];
}

/** /goodsSetting/goodsPriceEdit?productId=: one product's price and cost in each store where it is sold. */
export default function PriceEditPage() {
  const { t } = useTranslation(['catalog', 'crud']);
  const navigate = useNavigate();
  const productId = idParam(useSearchParams()[0], 'productId');
  const detail = useProductDetail(productId);
  const save = useSavePrices();
  const [form] = Form.useForm<Values>();
  const { holder, markDirty, markClean } = useUnsavedGuard();
  const submit = async () => {
    // All values, also the store ids the form does not show as fields.
    const v = form.getFieldsValue(true) as Values;
    if (!productId) return;
    try {
      await save.mutateAsync({
        productId,
        prices: v.prices.map((p) => ({ storeId: p.storeId, price: p.price, cost: p.cost || '0' })),
      });
      toast.success(t('crud:saved'));
      markClean();
      navigate(CATALOG_PATHS.prices);
    } catch (err) {
      applyServerIssues(form, err);
    }
  };
  return (
    <EditFrame title={t('price.editTitle')} backTo={CATALOG_PATHS.prices} testId="price-edit">
      {holder}
      {detail.isError || !productId ? (
        <LoadError testId="price-load-error" onRetry={() => void detail.refetch()} />
      ) : !detail.data ? (
        <Spin />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{
            prices: detail.data.stores.map((s) => ({
              storeId: s.storeId,
              storeName: s.storeName,
              price: s.price,
              cost: s.cost,
            })),
          }}
          onValuesChange={markDirty}
          onFinish={() => void submit()}
          data-testid="price-form"
        >
          <Typography.Title level={5} data-testid="price-product">
            {detail.data.name}
          </Typography.Title>
          <Form.List name="prices">
            {(fields) =>
              fields.map((f, i) => (
                <Flex key={f.key} gap={12} align="center" wrap>
                  <span style={{ width: 200 }}>{detail.data.stores[i]?.storeName}</span>
                  <Form.Item
                    name={[f.name, 'price']}
                    label={t('field.price')}
                    rules={[{ required: true, message: t('validation.money') }]}
                  >
                    <DecimalInput testId={`price-edit-${i}-price`} width={140} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'cost']} label={t('field.cost')}>
                    <DecimalInput testId={`price-edit-${i}-cost`} width={140} />
                  </Form.Item>
                </Flex>
              ))
            }
          </Form.List>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="price-save">
            {t('crud:save')}
          </Button>
        </Form>
      )}
    </EditFrame>
  );
}
