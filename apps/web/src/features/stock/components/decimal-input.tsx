import { sanitizeDecimalInput } from '@tillbook/contract';
import { Input, type InputRef } from 'antd';
import type { KeyboardEventHandler, Ref } from 'react';

/**
 * A quantity or money field kept as a decimal string (§5: digits and at most 4 decimals; anything else typed is
 * stripped with the contract's `sanitizeDecimalInput`). Used inside a Form.Item, which gives `value` and `onChange`.
 */
export function DecimalInput({
  value,
  onChange,
  testId,
  ariaLabel,
  placeholder,
  width = 130,
  inputRef,
  onKeyDown,
  status,
}: {
  value?: string | null;
  onChange?: (value: string) => void;
  testId: string;
  ariaLabel?: string;
  placeholder?: string;
  width?: number | string;
  inputRef?: Ref<InputRef>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  status?: 'error';
}) {
  return (
    <Input
      ref={inputRef}
      value={value ?? ''}
      onChange={(e) => onChange?.(sanitizeDecimalInput(e.target.value, 4))}
      onKeyDown={onKeyDown}
      inputMode="decimal"
      autoComplete="off"
      aria-label={ariaLabel}
      placeholder={placeholder}
      status={status}
      style={{ width, maxWidth: '100%' }}
      data-testid={testId}
    />
  );
}
