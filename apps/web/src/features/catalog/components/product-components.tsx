import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { useProductOptions } from '../api';

/** The components of a composite product: another (non-composite) product and its quantity, at least one. */
export function ProductComponents({ selfId }: { selfId?: number }) {
  const { t } = useTranslation('catalog');
  const products = useProductOptions();
  const options = (products.data?.list ?? [])
    .filter((p) => !p.composite && p.id !== selfId)
    .map((p) => ({ value: p.id, label: p.name }));
  return (
    <Form.List
      name="components"
      rules={[
        {
          validator: async (_, value: unknown[]) => {
            if (!value || value.length === 0) throw new Error(t('validation.componentRequired'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={8} data-testid="product-components">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('component.title')}
          </Typography.Title>
          {fields.map((f, i) => (
            <Flex key={f.key} gap={8} wrap align="start">
              <Form.Item
                name={[f.name, 'productId']}
                rules={[{ required: true, message: t('validation.componentProduct') }]}
                style={{ marginBottom: 0 }}
              >
                <Select
                  showSearch
                  optionFilterProp="label"
                  style={{ width: 260 }}
                  placeholder={t('component.product')}
                  aria-label={t('component.product')}
                  options={options}
                  data-testid={`product-component-${i}-product`}
                />
              </Form.Item>
              <Form.Item
                name={[f.name, 'quantity']}
                rules={[
                  {
                    validator: async (_, v: string) => {
                      if (!(Number(v) > 0)) throw new Error(t('validation.quantity'));
                    },
                  },
                ]}
                style={{ marginBottom: 0 }}
              >
                <DecimalInput
                  testId={`product-component-${i}-quantity`}
                  placeholder={t('component.quantity')}
                  ariaLabel={t('component.quantity')}
                  width={120}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('component.remove')}
                onClick={() => remove(f.name)}
                data-testid={`product-component-${i}-remove`}
              />
            </Flex>
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            icon={<PlusOutlined />}
            onClick={() => add({ quantity: '1' })}
            style={{ alignSelf: 'start' }}
            data-testid="product-component-add"
          >
            {t('component.add')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
