import type { UiLang } from '@tillbook/contract';
import { bcp47 } from '../../shared/i18n/lang';

/** A percentage from the API ("13.5000") as the interface language writes it, without trailing zeros: "13.5 %". */
export function formatPercent(value: string, lang: UiLang): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return new Intl.NumberFormat(bcp47(lang), { style: 'percent', maximumFractionDigits: 4 }).format(n / 100);
}

/** A decimal from the API without the trailing zeros of its 4 places, for a form field ("13.5000" → "13.5"). */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
