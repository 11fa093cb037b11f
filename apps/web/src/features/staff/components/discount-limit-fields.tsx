import { DiscountLimit, sanitizeDecimalInput } from '@tillbook/contract';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { optionalContractRule } from '../form-rules';

/**
 * Max amount (4 decimals) and max percentage (0-100, 2 decimals) of a discount permission. Inputs strip what they
 * may not hold (§5); empty means no limit on that bound.
 */
export function DiscountLimitFields({
  name,
  disabled,
  testId,
}: {
  name: (string | number)[];
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('staff');
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        <Form.Item
          name={[...name, 'maxAmount']}
          label={t('role.maxAmount')}
          normalize={(v: string | undefined) => sanitizeDecimalInput(v ?? '', 4)}
          rules={[optionalContractRule(DiscountLimit.shape.maxAmount, t('role.amountInvalid'))]}
          style={{ marginBottom: 8 }}
        >
          <Input
            inputMode="decimal"
            placeholder={t('role.noLimit')}
            disabled={disabled}
            data-testid={`${testId}-max-amount`}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name={[...name, 'maxPercent']}
          label={t('role.maxPercent')}
          normalize={(v: string | undefined) => sanitizeDecimalInput(v ?? '', 2)}
          rules={[optionalContractRule(DiscountLimit.shape.maxPercent, t('role.percentInvalid'))]}
          style={{ marginBottom: 8 }}
        >
          <Input
            inputMode="decimal"
            suffix="%"
            placeholder={t('role.noLimit')}
            disabled={disabled}
            data-testid={`${testId}-max-percent`}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
