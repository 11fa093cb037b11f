import { DiscountLimit, limitBoundWithin, sanitizeDecimalInput } from '@tillbook/contract';
import { Col, Form, type FormRule, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { optionalContractRule } from '../form-rules';

/**
 * Max amount (4 decimals) and max percentage (0-100, 2 decimals) of a discount permission. Inputs strip what they
 * may not hold (§5); empty means no limit on that bound. With `max` (the caller's own limit), a bound may not
 * exceed the caller's: nobody grants a larger discount than they may give themselves (§6).
 */
export function DiscountLimitFields({
  name,
  disabled,
  max,
  testId,
}: {
  name: (string | number)[];
  disabled?: boolean;
  max?: DiscountLimit;
  testId: string;
}) {
  const { t } = useTranslation('staff');
  const withinMax = (held: string | null | undefined): FormRule => ({
    validator: async (_rule, value: unknown) => {
      if (held === null || held === undefined) return;
      const v = String(value ?? '').trim();
      let within: boolean;
      try {
        within = limitBoundWithin(v === '' ? null : v, held);
      } catch {
        return; // malformed: the format rule says so
      }
      if (!within) throw new Error(t('role.atMost', { max: held }));
    },
  });
  const placeholder = (held: string | null | undefined) =>
    held === null || held === undefined ? t('role.noLimit') : t('role.upTo', { max: held });
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        <Form.Item
          name={[...name, 'maxAmount']}
          label={t('role.maxAmount')}
          normalize={(v: string | undefined) => sanitizeDecimalInput(v ?? '', 4)}
          rules={[
            optionalContractRule(DiscountLimit.shape.maxAmount, t('role.amountInvalid')),
            withinMax(max?.maxAmount),
          ]}
          style={{ marginBottom: 8 }}
        >
          <Input
            inputMode="decimal"
            placeholder={placeholder(max?.maxAmount)}
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
          rules={[
            optionalContractRule(DiscountLimit.shape.maxPercent, t('role.percentInvalid')),
            withinMax(max?.maxPercent),
          ]}
          style={{ marginBottom: 8 }}
        >
          <Input
            inputMode="decimal"
            suffix="%"
            placeholder={placeholder(max?.maxPercent)}
            disabled={disabled}
            data-testid={`${testId}-max-percent`}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
