import Decimal from 'decimal.js';

/** Money of the billing domain: whole cents in code, decimal strings on the wire and in numeric columns. */
export const toCents = (v: string | number | Decimal): number =>
  new Decimal(v).mul(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
export const fromCents = (cents: number): string => new Decimal(cents).div(100).toFixed(2);

/** VAT on a net amount at `ratePercent`, rounded half up to the cent. */
export const vatCents = (netCents: number, ratePercent: string): number =>
  new Decimal(netCents).mul(ratePercent).div(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();

/** `whole` × part / total, rounded half up to the cent (an upgrade's credit, a refund's VAT share). */
export const shareCents = (whole: number, part: number, total: number): number =>
  total <= 0 ? 0 : new Decimal(whole).mul(part).div(total).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();

/** A money text as typed ("25", "25.5", "25.50"), or null when it is not a positive or zero amount with ≤ 2 decimals. */
export function parseAmount(text: string): number | null {
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(text.trim())) return null;
  return toCents(text.trim());
}
