import { bcp47, getLang } from '../../../shared/i18n/lang';

/** A quantity (4-decimal string) without trailing zeros, grouped as the interface language writes numbers. */
export function formatQuantity(value: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return new Intl.NumberFormat(bcp47(getLang()), { maximumFractionDigits: 4 }).format(n);
}

/** Area code and phone as one text ("+44 7700900555"), or a dash. */
export const phoneText = (areaCode: string, phone: string) =>
  phone ? (areaCode ? `+${areaCode} ${phone}` : phone) : '—';
