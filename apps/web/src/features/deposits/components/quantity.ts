/** A quantity (4-decimal string) without trailing zeros, grouped as the interface language writes numbers. */
export { formatQuantity } from '../../../shared/format/numbers';

/** Area code and phone as one text ("+44 7700900555"), or a dash. */
export const phoneText = (areaCode: string, phone: string) =>
  phone ? (areaCode ? `+${areaCode} ${phone}` : phone) : '—';
