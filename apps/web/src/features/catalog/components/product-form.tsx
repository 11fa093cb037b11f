import { Err, type ProductDetail, productResource } from '@tillbook/contract';
import { Button, Divider, Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CATALOG_ALL } from '../api';
import { CATALOG_PATHS } from '../paths';
import { ProductBasics } from './product-basics';
import { ProductComponents } from './product-components';
import { ProductStores } from './product-stores';
import { type ProductValues, toSaveBody } from './product-values';
import { ProductVariants } from './product-variants';
import { useGuardedSave } from './use-guarded-save';

/** The fields the product refusals are about (the toast has said it; this shows where). */
const CODE_FIELDS: Record<number, string> = {
  [Err.SKU_REPEATED]: 'sku',
  [Err.BARCODE_DUPLICATE]: 'barcode',
  [Err.STORE_EMPTY]: 'stores',
  [Err.VARIANT_IMAGE_REQUIRED]: 'imageKey',
  [Err.COMPONENTS_EMPTY]: 'components',
};

/** Add or edit a product with every field; leaving with unsaved edits asks first (§5). */
export function ProductForm({ product, initial }: { product?: ProductDetail; initial: ProductValues }) {
  const { t } = useTranslation(['catalog', 'crud']);
  const [form] = Form.useForm<ProductValues>();
  const { submit, saving, holder, markDirty } = useGuardedSave(productResource, form, {
    backTo: CATALOG_PATHS.products,
    // Categories count products, composites cost their components, prices and rewards show them.
    invalidates: CATALOG_ALL,
    codeFields: CODE_FIELDS,
  });
  const composite = Form.useWatch('composite', form) as boolean | undefined;

  return (
    <Form<ProductValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      // All values, also those of fields the form does not show at the moment.
      onFinish={() => void submit(toSaveBody(form.getFieldsValue(true) as ProductValues, product?.id))}
      onValuesChange={markDirty}
      data-testid="product-form"
    >
      {holder}
      <ProductBasics
        supplier={
          product?.supplierId && product.supplierName ? { id: product.supplierId, name: product.supplierName } : null
        }
      />
      <Divider />
      <ProductStores />
      <Divider />
      <Form.Item
        name="composite"
        label={t('field.composite')}
        valuePropName="checked"
        extra={t('product.compositeHint')}
      >
        <Switch data-testid="product-composite" />
      </Form.Item>
      {composite ? <ProductComponents selfId={product?.id} /> : <ProductVariants />}
      <Divider />
      <Button type="primary" htmlType="submit" loading={saving} data-testid="product-save">
        {t('crud:save')}
      </Button>
    </Form>
  );
}
