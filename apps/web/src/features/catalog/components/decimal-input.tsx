import { sanitizeDecimalInput } from '@tillbook/contract';
import { Input } from 'antd';
import type { ReactNode } from 'react';

/**
 * A decimal field kept as a string (§5: digits and at most `places` decimals; what else is typed is stripped with the
 * contract's `sanitizeDecimalInput`). Used inside a Form.Item, which gives `value` and `onChange`.
 */
export function DecimalInput({
  value,
  onChange,
  places = 4,
  suffix,
  prefix,
  testId,
  placeholder,
  ariaLabel,
  width,
}: {
  value?: string;
  onChange?: (value: string) => void;
  places?: number;
  suffix?: ReactNode;
  prefix?: ReactNode;
  testId: string;
  placeholder?: string;
  ariaLabel?: string;
  width?: number | string;
}) {
  return (
    <Input
      value={value ?? ''}
      onChange={(e) => onChange?.(sanitizeDecimalInput(e.target.value, places))}
      inputMode="decimal"
      autoComplete="off"
      suffix={suffix}
      prefix={prefix}
      placeholder={placeholder}
      aria-label={ariaLabel}
      style={width ? { width, maxWidth: '100%' } : undefined}
      data-testid={testId}
    />
  );
}
