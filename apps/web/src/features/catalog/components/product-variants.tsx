import { DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { MAX_VARIANT_OPTIONS } from '@tillbook/contract';
import { Button, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { generateVariants, type ProductValues, type VariantValues, variantSkuRepeated } from './product-values';
import { VariantStorePrices } from './variant-store-prices';

/**
 * Variant options (up to three, each with its values) and the variants: name, price, cost, barcode, SKU each, then
 * their prices per store.
 */
export function ProductVariants() {
  const { t } = useTranslation('catalog');
  const form = Form.useFormInstance<ProductValues>();
  const variants = (Form.useWatch('variants', form) ?? []) as VariantValues[];
  const regenerate = () => {
    const v = form.getFieldsValue(true) as ProductValues;
    form.setFieldValue(
      'variants',
      generateVariants(
        (v.variantOptions ?? []).filter((o) => o?.name),
        v.variants ?? [],
        v.price ?? '',
      ),
    );
  };
  return (
    <Flex vertical gap={8} data-testid="product-variants">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('variant.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('variant.hint', { max: MAX_VARIANT_OPTIONS })}</Typography.Text>
      <Form.List name="variantOptions">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f, i) => (
              <Flex key={f.key} gap={8} wrap align="start">
                <Form.Item
                  name={[f.name, 'name']}
                  rules={[{ required: true, whitespace: true, message: t('validation.optionName') }]}
                  style={{ marginBottom: 0 }}
                >
                  <Input
                    maxLength={20}
                    placeholder={t('variant.optionName')}
                    aria-label={t('variant.optionName')}
                    style={{ width: 180 }}
                    data-testid={`product-option-${i}-name`}
                  />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'values']}
                  rules={[{ required: true, type: 'array', min: 1, message: t('validation.optionValues') }]}
                  style={{ marginBottom: 0, flex: 1, minWidth: 240 }}
                >
                  <Select
                    mode="tags"
                    open={false}
                    tokenSeparators={[',']}
                    placeholder={t('variant.optionValues')}
                    aria-label={t('variant.optionValues')}
                    data-testid={`product-option-${i}-values`}
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('variant.removeOption')}
                  onClick={() => remove(f.name)}
                  data-testid={`product-option-${i}-remove`}
                />
              </Flex>
            ))}
            <Flex gap={8}>
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= MAX_VARIANT_OPTIONS}
                onClick={() => add({ name: '', values: [] })}
                data-testid="product-option-add"
              >
                {t('variant.addOption')}
              </Button>
              <Button
                icon={<ReloadOutlined />}
                disabled={fields.length === 0}
                onClick={regenerate}
                data-testid="product-variants-generate"
              >
                {t('variant.generate')}
              </Button>
            </Flex>
          </>
        )}
      </Form.List>
      <Form.List name="variants">
        {(fields, { remove }) =>
          fields.map((f, i) => (
            <Flex key={f.key} gap={8} wrap align="start" data-testid={`product-variant-row-${i}`}>
              <Flex gap={4} style={{ minWidth: 120, paddingTop: 5 }}>
                {(variants[i]?.values ?? []).map((v) => (
                  <Tag key={v}>{v}</Tag>
                ))}
              </Flex>
              <Form.Item
                name={[f.name, 'name']}
                rules={[{ required: true, whitespace: true, message: t('validation.name') }]}
                style={{ marginBottom: 0 }}
              >
                <Input
                  maxLength={100}
                  placeholder={t('field.name')}
                  aria-label={t('field.name')}
                  style={{ width: 200 }}
                  data-testid={`product-variant-${i}-name`}
                />
              </Form.Item>
              <Form.Item name={[f.name, 'price']} style={{ marginBottom: 0 }}>
                <DecimalInput
                  kind="money"
                  testId={`product-variant-${i}-price`}
                  placeholder={t('field.price')}
                  ariaLabel={t('field.price')}
                  width={110}
                />
              </Form.Item>
              <Form.Item name={[f.name, 'cost']} style={{ marginBottom: 0 }}>
                <DecimalInput
                  kind="money"
                  testId={`product-variant-${i}-cost`}
                  placeholder={t('field.cost')}
                  ariaLabel={t('field.cost')}
                  width={110}
                />
              </Form.Item>
              <Form.Item name={[f.name, 'barcode']} style={{ marginBottom: 0 }}>
                <Input
                  maxLength={50}
                  placeholder={t('field.barcode')}
                  aria-label={t('field.barcode')}
                  style={{ width: 140 }}
                  data-testid={`product-variant-${i}-barcode`}
                />
              </Form.Item>
              <Form.Item
                name={[f.name, 'sku']}
                style={{ marginBottom: 0 }}
                dependencies={[
                  'sku',
                  ...fields.filter((o) => o.name !== f.name).map((o) => ['variants', o.name, 'sku']),
                ]}
                rules={[
                  ({ getFieldsValue }) => ({
                    validator: async () => {
                      if (variantSkuRepeated(getFieldsValue(true) as ProductValues, f.name))
                        throw new Error(t('validation.skuRepeated'));
                    },
                  }),
                ]}
              >
                <Input
                  maxLength={50}
                  placeholder={t('field.sku')}
                  aria-label={t('field.sku')}
                  style={{ width: 140 }}
                  data-testid={`product-variant-${i}-sku`}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('variant.remove')}
                onClick={() => remove(f.name)}
                data-testid={`product-variant-${i}-remove`}
              />
            </Flex>
          ))
        }
      </Form.List>
      <VariantStorePrices />
    </Flex>
  );
}
