import { useTranslation } from 'react-i18next';
import { MAX_QUANTITY } from '../cart';

/** A − n + stepper; 0 is allowed only where it removes (`min` 0). */
export function Quantity({
  value,
  onChange,
  min = 1,
  testId,
}: {
  value: number;
  onChange: (n: number) => void;
  min?: number;
  testId: string;
}) {
  const { t } = useTranslation('shop');
  return (
    <span className="sf-qty" data-testid={testId}>
      <button
        type="button"
        aria-label={t('qty.less')}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
        data-testid={`${testId}-less`}
      >
        −
      </button>
      <output data-testid={`${testId}-value`}>{value}</output>
      <button
        type="button"
        aria-label={t('qty.more')}
        disabled={value >= MAX_QUANTITY}
        onClick={() => onChange(value + 1)}
        data-testid={`${testId}-more`}
      >
        +
      </button>
    </span>
  );
}
