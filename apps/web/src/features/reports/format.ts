import { useCallback } from 'react';
import { currencyOf, formatMoney } from '../../shared/format/money';
import { bcp47, getLang } from '../../shared/i18n/lang';
import { useLoginInfo } from '../../shared/session/session';
import type { CellKind } from './report-configs';

const number = (digits: number) =>
  new Intl.NumberFormat(bcp47(getLang()), { minimumFractionDigits: 0, maximumFractionDigits: digits });

/**
 * A cell's text by its kind: money in the tenant's currency (§3: the login info's sysCurrencyId), counts whole,
 * quantities without trailing zeros, percentages with their sign; null (a margin without revenue) is '—'.
 */
export function useCellFormat(): (value: unknown, kind: CellKind) => string {
  const currency = currencyOf(useLoginInfo()?.sysCurrencyId);
  const lang = getLang();
  return useCallback(
    (value: unknown, kind: CellKind) => {
      if (value === null || value === undefined || value === '') return '—';
      if (kind === 'text') return String(value);
      const n = Number(value);
      if (!Number.isFinite(n)) return String(value);
      if (kind === 'money') return formatMoney(String(value), currency, lang);
      if (kind === 'percent') return `${number(2).format(n)}%`;
      return number(kind === 'quantity' ? 4 : 0).format(n);
    },
    [currency, lang],
  );
}

/** Money in the tenant's currency, for the list pages. */
export function useMoney(): (value: string) => string {
  const format = useCellFormat();
  return (value) => format(value, 'money');
}
