import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DeliveryFeeBracket, ShopSettingsBody } from '@tillbook/contract';
import { Button, Flex, Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../../../shared/form/rules';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { issueAt, optional } from './form-rules';
import { settingsBody } from './settings-values';

/**
 * The delivery fee brackets (§3): up to a distance (km) or an order amount, the fee and the smallest order delivered
 * in that bracket; at most 20, each `up to` once (1004). The server answers them in ascending order.
 */
export function FeeBracketsField({ form, shopId }: { form: FormInstance; shopId: number }) {
  const { t } = useTranslation('onlineShop');
  const basis = Form.useWatch('feeBasis', form) ?? 'amount';
  const twice = issueAt(ShopSettingsBody, () => settingsBody(shopId, form.getFieldsValue(true)), 'deliveryFees');

  return (
    <Form.List
      name="deliveryFees"
      rules={[
        {
          validator: async () => {
            if (!twice.safeParse(null).success) throw new Error(t('set.bracketTwice'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={4} data-testid="set-brackets">
          {fields.map((field, i) => (
            <Flex key={field.key} gap={8} wrap align="start" data-testid={`set-bracket-${i}`}>
              <Form.Item
                name={[field.name, 'upTo']}
                label={basis === 'distance' ? t('set.upToKm') : t('set.upToAmount')}
                rules={[
                  { required: true, message: t('set.amountInvalid') },
                  contractRule(DeliveryFeeBracket.shape.upTo, t('set.amountInvalid')),
                ]}
              >
                <DecimalInput
                  places={2}
                  kind={basis === 'distance' ? 'quantity' : 'money'}
                  suffix={basis === 'distance' ? 'km' : undefined}
                  width={140}
                  testId={`set-bracket-${i}-upTo`}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'fee']}
                label={t('set.fee')}
                rules={[contractRule(optional(DeliveryFeeBracket.shape.fee), t('set.amountInvalid'))]}
              >
                <DecimalInput places={2} kind="money" width={120} testId={`set-bracket-${i}-fee`} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'minOrder']}
                label={t('set.minOrder')}
                rules={[contractRule(optional(DeliveryFeeBracket.shape.minOrder), t('set.amountInvalid'))]}
              >
                <DecimalInput places={2} kind="money" width={120} testId={`set-bracket-${i}-minOrder`} />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('set.removeBracket')}
                onClick={() => remove(field.name)}
                style={{ marginTop: 30 }}
                data-testid={`set-bracket-${i}-remove`}
              />
            </Flex>
          ))}
          <Form.ErrorList errors={errors} />
          {fields.length < 20 && (
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ upTo: '', fee: '0', minOrder: '0' })}
              style={{ alignSelf: 'flex-start' }}
              data-testid="set-bracket-add"
            >
              {t('set.addBracket')}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
