import { Err, type ProductDetail } from '@tillbook/contract';
import { Button, Divider, Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyCodeToField } from '../../../shared/form/rules';
import { toast } from '../../../shared/ui/toast';
import { useSaveProduct } from '../api';
import { CATALOG_PATHS } from '../paths';
import { ProductBasics } from './product-basics';
import { ProductComponents } from './product-components';
import { ProductStores } from './product-stores';
import { type ProductValues, toSaveBody } from './product-values';
import { ProductVariants } from './product-variants';
import { useUnsavedGuard } from './use-unsaved-guard';

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
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductValues>();
  const save = useSaveProduct();
  const { holder, markDirty, markClean } = useUnsavedGuard();
  const composite = Form.useWatch('composite', form) as boolean | undefined;

  const submit = async () => {
    const v = form.getFieldsValue(true) as ProductValues;
    try {
      await save.mutateAsync(toSaveBody(v, product?.id));
      toast.success(t('crud:saved'));
      markClean();
      navigate(CATALOG_PATHS.products);
    } catch (err) {
      applyCodeToField(form, err, CODE_FIELDS);
    }
  };

  return (
    <Form<ProductValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={() => void submit()}
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
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="product-save">
        {t('crud:save')}
      </Button>
    </Form>
  );
}
