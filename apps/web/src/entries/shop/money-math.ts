// Sums of decimal money strings in whole cents, for the cart's estimate (the server's preview is what is charged).

const cents = (v: string): number => {
  const n = Number(v);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
};

const text = (c: number): string => {
  const sign = c < 0 ? '-' : '';
  const a = Math.abs(c);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
};

export const addMoney = (...values: string[]): string => text(values.reduce((n, v) => n + cents(v), 0));

export const timesMoney = (value: string, times: number): string => text(cents(value) * times);

/** a < b, in cents. */
export const lessMoney = (a: string, b: string): boolean => cents(a) < cents(b);
