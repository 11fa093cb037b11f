import { LOGO_SHAPES, PRODUCT_UNITS, ProductSaveBody } from '@tillbook/contract';
import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../../../shared/form/rules';
import { formatRate } from '../../../shared/format/numbers';
import { ColourField } from '../../../shared/ui/colour-field';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { useAllCategories, useModifierOptions, useSupplierOptions, useTaxOptions } from '../api';
import { ImageField } from './image-field';
import { OnlineImagesField } from './online-images-field';
import { type ProductValues, variantImageMissing } from './product-values';

const S = ProductSaveBody.shape;

/**
 * The product's own fields: name, category, unit, inventory, prices, supplier, codes, description, taxes, modifiers,
 * look and online images. `supplier` is the saved one, shown even when the caller cannot list suppliers.
 */
export function ProductBasics({ supplier }: { supplier?: { id: number; name: string } | null }) {
  const { t } = useTranslation('catalog');
  const categories = useAllCategories();
  const taxes = useTaxOptions();
  const suppliers = useSupplierOptions();
  const modifiers = useModifierOptions();
  const supplierOptions = (suppliers.data ?? []).map((x) => ({ value: x.id, label: x.name }));
  if (supplier && !supplierOptions.some((o) => o.value === supplier.id))
    supplierOptions.push({ value: supplier.id, label: supplier.name });
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="name" label={t('field.name')} required rules={[contractRule(S.name, t('validation.name'))]}>
          <Input maxLength={100} autoComplete="off" data-testid="product-name" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="categoryId" label={t('field.category')}>
          <Select
            allowClear
            placeholder={t('product.uncategorised')}
            options={(categories.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
            data-testid="product-category"
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="unit" label={t('field.unit')}>
          <Select
            options={PRODUCT_UNITS.map((u) => ({ value: u, label: t(`unit.${u}`) }))}
            data-testid="product-unit"
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="trackInventory" label={t('field.trackInventory')} valuePropName="checked">
          <Switch data-testid="product-track-inventory" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item
          name="price"
          label={t('field.price')}
          required
          rules={[contractRule(S.price, t('validation.money'))]}
        >
          <DecimalInput kind="money" testId="product-price" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="cost" label={t('field.cost')} extra={t('product.costHint')}>
          <DecimalInput kind="money" testId="product-cost" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="purchaseCost" label={t('field.purchaseCost')}>
          <DecimalInput kind="money" testId="product-purchase-cost" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="supplierId" label={t('field.supplier')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('product.noSupplier')}
            notFoundContent={suppliers.isFetched ? t('product.noSuppliers') : undefined}
            options={supplierOptions}
            data-testid="product-supplier"
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="sku" label={t('field.sku')}>
          <Input maxLength={50} autoComplete="off" data-testid="product-sku" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="barcode" label={t('field.barcode')}>
          <Input maxLength={50} autoComplete="off" data-testid="product-barcode" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="taxIds" label={t('field.taxes')}>
          <Select
            mode="multiple"
            allowClear
            options={(taxes.data ?? []).map((x) => ({ value: x.id, label: `${x.name} (${formatRate(x.rate)})` }))}
            data-testid="product-taxes"
          />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="description" label={t('field.description')}>
          <Input.TextArea maxLength={500} showCount rows={2} data-testid="product-description" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="modifierIds" label={t('field.modifiers')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            options={(modifiers.data?.list ?? []).map((m) => ({ value: m.id, label: m.name }))}
            data-testid="product-modifiers"
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="logoColor" label={t('field.color')}>
          <ColourField data-testid="product-color" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="logoShape" label={t('field.shape')}>
          <Select
            options={LOGO_SHAPES.map((s) => ({ value: s, label: t(`shape.${s}`) }))}
            data-testid="product-shape"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="imageKey"
          label={t('field.image')}
          extra={t('product.imageHint')}
          dependencies={['variants', 'composite']}
          rules={[
            ({ getFieldsValue }) => ({
              validator: async () => {
                if (variantImageMissing(getFieldsValue(true) as ProductValues))
                  throw new Error(t('validation.variantImage'));
              },
            }),
          ]}
        >
          <ImageField testId="product-image" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="onlineImageKeys" label={t('field.onlineImages')}>
          <OnlineImagesField />
        </Form.Item>
      </Col>
    </Row>
  );
}
