import { productResource } from '@tillbook/contract';
import { Button, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useResourceDetail } from '../../../shared/api/resource';
import { applyServerIssues } from '../../../shared/form/rules';
import { idParam } from '../../../shared/routing/id-param';
import { EditFrame } from '../../../shared/ui/crud/edit-frame';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toast } from '../../../shared/ui/toast';
import { useSavePrices } from '../api';
import { useUnsavedGuard } from '../components/use-unsaved-guard';
import { CATALOG_PATHS } from '../paths';

interface Values {
  prices: {
    storeId: number;
    price: string;
    cost: string;
    variants: { variantId: number; name: string; price: string; cost: string }[];
  }[];
}

/**
 * /goodsSetting/goodsPriceEdit?productId=: one product's price and cost in each store where it is sold, and there
 * each of its variants' price and cost.
 */
export default function PriceEditPage() {
  const { t } = useTranslation(['catalog', 'crud']);
  const navigate = useNavigate();
  const productId = idParam(useSearchParams()[0], 'productId');
  const detail = useResourceDetail(productResource, productId);
  const save = useSavePrices();
  const [form] = Form.useForm<Values>();
  const { holder, markDirty, markClean } = useUnsavedGuard();
  const submit = async () => {
    // All values, also the ids the form does not show as fields.
    const v = form.getFieldsValue(true) as Values;
    if (!productId) return;
    try {
      await save.mutateAsync({
        productId,
        prices: v.prices.map((p) => ({
          storeId: p.storeId,
          price: p.price,
          cost: p.cost || '0',
          variants: p.variants.map((x) => ({ variantId: x.variantId, price: x.price, cost: x.cost || '0' })),
        })),
      });
      toast.success(t('crud:saved'));
      markClean();
      navigate(CATALOG_PATHS.prices);
    } catch (err) {
      applyServerIssues(form, err);
    }
  };
  const data = detail.data;
  return (
    <EditFrame title={t('price.editTitle')} backTo={CATALOG_PATHS.prices} testId="price-edit" backTestId="catalog-back">
      {holder}
      {detail.isError || !productId ? (
        <LoadError testId="price-load-error" onRetry={() => void detail.refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{
            prices: data.stores.map((s) => ({
              storeId: s.storeId,
              price: s.price,
              cost: s.cost,
              variants: data.variants.flatMap((v) =>
                v.stores
                  .filter((x) => x.storeId === s.storeId)
                  .map((x) => ({ variantId: v.id, name: v.name, price: x.price, cost: x.cost })),
              ),
            })),
          }}
          onValuesChange={markDirty}
          onFinish={() => void submit()}
          data-testid="price-form"
        >
          <Typography.Title level={5} data-testid="price-product">
            {data.name}
          </Typography.Title>
          <Form.List name="prices">
            {(fields) =>
              fields.map((f, i) => (
                <div key={f.key}>
                  <Flex gap={12} align="center" wrap>
                    <span style={{ width: 200 }}>{data.stores[i]?.storeName}</span>
                    <Form.Item
                      name={[f.name, 'price']}
                      label={t('field.price')}
                      rules={[{ required: true, message: t('validation.money') }]}
                    >
                      <DecimalInput kind="money" testId={`price-edit-${i}-price`} width={140} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'cost']} label={t('field.cost')}>
                      <DecimalInput kind="money" testId={`price-edit-${i}-cost`} width={140} />
                    </Form.Item>
                  </Flex>
                  <Form.List name={[f.name, 'variants']}>
                    {(variantFields) =>
                      variantFields.map((vf, j) => (
                        <Flex key={vf.key} gap={12} align="center" wrap style={{ paddingLeft: 24 }}>
                          <Typography.Text type="secondary" style={{ width: 176 }}>
                            {form.getFieldValue(['prices', f.name, 'variants', vf.name, 'name'])}
                          </Typography.Text>
                          <Form.Item
                            name={[vf.name, 'price']}
                            rules={[{ required: true, message: t('validation.money') }]}
                            style={{ marginBottom: 8 }}
                          >
                            <DecimalInput
                              kind="money"
                              testId={`price-edit-${i}-variant-${j}-price`}
                              ariaLabel={t('field.price')}
                              width={140}
                            />
                          </Form.Item>
                          <Form.Item name={[vf.name, 'cost']} style={{ marginBottom: 8 }}>
                            <DecimalInput
                              kind="money"
                              testId={`price-edit-${i}-variant-${j}-cost`}
                              ariaLabel={t('field.cost')}
                              width={140}
                            />
                          </Form.Item>
                        </Flex>
                      ))
                    }
                  </Form.List>
                </div>
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
