import { Form, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStoreOptions } from '../../../shared/api/store-options';
import { useMinorUnits } from '../../../shared/format/money';
import { decimalText } from '../../../shared/format/numbers';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { type ProductValues, storeKey, type VariantValues } from './product-values';

/**
 * Each variant's price in each store where the product is sold: empty follows the variant's price (shown greyed),
 * as a store row of the product follows the product's.
 */
export function VariantStorePrices() {
  const { t } = useTranslation('catalog');
  const minorUnits = useMinorUnits();
  const form = Form.useFormInstance<ProductValues>();
  const variants = (Form.useWatch('variants', form) ?? []) as VariantValues[];
  const rows = (Form.useWatch('stores', form) ?? []) as ProductValues['stores'];
  const names = new Map((useStoreOptions().data?.stores ?? []).map((s) => [s.id, s.name]));
  const storeIds = rows.map((r) => r?.storeId).filter((s): s is number => s !== undefined);
  if (variants.length === 0 || storeIds.length === 0) return null;

  const columns: TableColumnsType<{ index: number; variant: VariantValues }> = [
    { key: 'variant', title: t('variant.name'), render: (_, r) => r.variant.name },
    ...storeIds.map((storeId) => ({
      key: `store-${storeId}`,
      title: names.get(storeId) ?? String(storeId),
      render: (_: unknown, r: { index: number; variant: VariantValues }) => (
        <Form.Item name={['variants', r.index, 'storePrices', storeKey(storeId)]} style={{ marginBottom: 0 }}>
          <DecimalInput
            kind="money"
            testId={`product-variant-${r.index}-store-${storeId}-price`}
            placeholder={r.variant.price ? decimalText(r.variant.price, minorUnits) : undefined}
            ariaLabel={`${r.variant.name} · ${names.get(storeId) ?? ''}`}
            width={110}
          />
        </Form.Item>
      ),
    })),
  ];
  return (
    <div data-testid="product-variant-store-prices">
      <Typography.Title level={5} style={{ margin: '8px 0 0' }}>
        {t('variant.storePrices')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('variant.storePricesHint')}
      </Typography.Paragraph>
      <Table
        rowKey="index"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={variants.map((variant, index) => ({ index, variant }))}
      />
    </div>
  );
}
