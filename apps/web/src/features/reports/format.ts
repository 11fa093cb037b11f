import { useCallback } from 'react';
import { useMoney } from '../../shared/format/money';
import { formatCount, formatPercent, formatQuantity, NONE } from '../../shared/format/numbers';
import type { CellKind } from './report-configs';

/**
 * A cell's text by its kind: money in the tenant's currency (§3: the login info's sysCurrencyId), counts whole,
 * quantities without trailing zeros, percentages to one decimal; null (a margin without revenue) is '—'.
 */
export function useCellFormat(): (value: unknown, kind: CellKind) => string {
  const money = useMoney();
  return useCallback(
    (value: unknown, kind: CellKind) => {
      if (value === null || value === undefined || value === '') return NONE;
      if (kind === 'text') return String(value);
      const v = typeof value === 'number' ? value : String(value);
      if (kind === 'money') return money(v);
      if (kind === 'percent') return formatPercent(v);
      if (kind === 'quantity') return formatQuantity(v);
      return formatCount(v);
    },
    [money],
  );
}
