import { bcp47, getLang } from '../../shared/i18n/lang';

/** Hours (a decimal string with 2 places from the API) grouped the way the interface language writes numbers. */
export function formatHours(hours: string | number): string {
  const value = typeof hours === 'number' ? hours : Number(hours);
  if (!Number.isFinite(value)) return String(hours);
  return new Intl.NumberFormat(bcp47(getLang()), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}
