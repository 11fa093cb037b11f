import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStoreOptions } from '../../../shared/api/store-options';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { emptyStoreRow } from './product-values';

/** Where the product is sold: one row per store with its price, cost, minimum and best stock (at least one). */
export function ProductStores() {
  const { t } = useTranslation('catalog');
  const stores = useStoreOptions();
  const form = Form.useFormInstance();
  const rows = (Form.useWatch('stores', form) ?? []) as { storeId?: number }[];
  const unit = Form.useWatch('unit', form) as string | undefined;
  const places = unit === 'piece' ? 0 : 4;
  const taken = new Set(rows.map((r) => r.storeId));
  return (
    <Form.List
      name="stores"
      rules={[
        {
          validator: async (_, value: unknown[]) => {
            if (!value || value.length === 0) throw new Error(t('validation.storeRequired'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={8} data-testid="product-stores">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('product.stores')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('product.storesHint')}</Typography.Text>
          {fields.map((f, i) => (
            <Flex key={f.key} gap={8} wrap align="start" data-testid={`product-store-row-${i}`}>
              <Form.Item
                name={[f.name, 'storeId']}
                rules={[{ required: true, message: t('validation.storeRequired') }]}
                style={{ marginBottom: 0 }}
              >
                <Select
                  style={{ width: 200 }}
                  placeholder={t('field.store')}
                  aria-label={t('field.store')}
                  options={(stores.data?.stores ?? []).map((s) => ({
                    value: s.id,
                    label: s.name,
                    disabled: taken.has(s.id) && rows[i]?.storeId !== s.id,
                  }))}
                  data-testid={`product-store-${i}-store`}
                />
              </Form.Item>
              <Form.Item name={[f.name, 'price']} style={{ marginBottom: 0 }}>
                <DecimalInput
                  kind="money"
                  testId={`product-store-${i}-price`}
                  placeholder={t('field.price')}
                  ariaLabel={t('field.price')}
                  width={120}
                />
              </Form.Item>
              <Form.Item name={[f.name, 'cost']} style={{ marginBottom: 0 }}>
                <DecimalInput
                  kind="money"
                  testId={`product-store-${i}-cost`}
                  placeholder={t('field.cost')}
                  ariaLabel={t('field.cost')}
                  width={120}
                />
              </Form.Item>
              <Form.Item name={[f.name, 'minStock']} style={{ marginBottom: 0 }} label={t('field.minStock')}>
                <DecimalInput testId={`product-store-${i}-min`} places={places} width={100} />
              </Form.Item>
              <Form.Item name={[f.name, 'bestStock']} style={{ marginBottom: 0 }} label={t('field.bestStock')}>
                <DecimalInput testId={`product-store-${i}-best`} places={places} width={100} />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('product.removeStore')}
                onClick={() => remove(f.name)}
                data-testid={`product-store-${i}-remove`}
              />
            </Flex>
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            icon={<PlusOutlined />}
            onClick={() => add(emptyStoreRow())}
            style={{ alignSelf: 'start' }}
            disabled={fields.length >= (stores.data?.stores.length ?? 0)}
            data-testid="product-store-add"
          >
            {t('product.addStore')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
