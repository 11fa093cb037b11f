import { sanitizeDecimalInput } from '@tillbook/contract';
import { Input, type InputRef } from 'antd';
import { type KeyboardEventHandler, type ReactNode, type Ref, useRef } from 'react';
import { useMinorUnits } from '../format/money';
import { decimalText } from '../format/numbers';

export interface DecimalInputProps {
  value?: string | null;
  onChange?: (value: string) => void;
  /** Decimals that may be typed (§5: 0-4). */
  places?: number;
  /**
   * How a stored value shows: money with the tenant currency's minor units ('4.5000' → '4.50' in GBP, '4' in JPY),
   * a quantity or rate without trailing zeros ('4.5000' → '4.5', '0.0000' → '0'). More digits than that are kept.
   */
  kind?: 'money' | 'quantity';
  suffix?: ReactNode;
  prefix?: ReactNode;
  testId: string;
  placeholder?: string;
  ariaLabel?: string;
  width?: number | string;
  inputRef?: Ref<InputRef>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  status?: 'error';
}

/**
 * A decimal field kept as a string (§5: digits and at most `places` decimals; what else is typed is stripped with the
 * contract's `sanitizeDecimalInput`). Used inside a Form.Item, which gives `value` and `onChange`. A value from the
 * server shows without its stored precision; what the user types shows as typed.
 */
export function DecimalInput({
  value,
  onChange,
  places = 4,
  kind = 'quantity',
  suffix,
  prefix,
  testId,
  placeholder,
  ariaLabel,
  width,
  inputRef,
  onKeyDown,
  status,
}: DecimalInputProps) {
  const minorUnits = useMinorUnits();
  // The last text typed here: shown as it is ("4.", "4.50"); any other value is a stored one.
  const typed = useRef<string | null>(null);
  const stored = value ?? '';
  const shown =
    stored === typed.current ? stored : decimalText(stored, kind === 'money' ? Math.min(minorUnits, places) : 0);
  return (
    <Input
      ref={inputRef}
      value={shown}
      onChange={(e) => {
        const next = sanitizeDecimalInput(e.target.value, places);
        typed.current = next;
        onChange?.(next);
      }}
      onKeyDown={onKeyDown}
      inputMode="decimal"
      autoComplete="off"
      suffix={suffix}
      prefix={prefix}
      placeholder={placeholder}
      aria-label={ariaLabel}
      status={status}
      style={width ? { width, maxWidth: '100%' } : undefined}
      data-testid={testId}
    />
  );
}

/** A DecimalInput in a table cell or a line of a document: 130 px wide unless told. */
export function CellDecimalInput({ width = 130, ...props }: DecimalInputProps) {
  return <DecimalInput width={width} {...props} />;
}
