import Decimal from 'decimal.js';

/**
 * How a receipt's money is computed — one function for the server (which checks the POS's total with it), the
 * demo generator and the tests, so the three can never disagree on a cent.
 *
 * Per line: gross = quantity × (unit price + Σ modifier prices × modifier quantity); the line discount (an amount,
 * or a percentage of gross) comes off; the order discount is then shared over the lines in proportion to what is
 * left (the last line takes the rounding remainder), giving each line's net. Taxes of a line: with included taxes
 * the net holds them (base = net / (1 + Σ included rates)); added taxes are charged on that same base on top.
 * Every amount is rounded to 2 decimals, half up, as soon as it is computed; the total is Σ net + Σ added tax.
 * The report figures built on these amounts (gross sales, net sales, taxes included and added, gross profit …) are
 * defined in `reports.ts` (`SalesSummaryRow`).
 */

export type DiscountInput = { kind: 'amount' | 'percent'; value: string } | null | undefined;

export interface PricedTax {
  taxId: number;
  name: string;
  /** Percentage, e.g. "20" for 20 %. */
  rate: string;
  calculation: 'included' | 'added';
}

export interface PricedLineInput {
  quantity: string;
  unitPrice: string;
  modifiers: { unitPrice: string; quantity: string }[];
  discount?: DiscountInput;
  taxes: PricedTax[];
}

export interface PricedTaxAmount {
  taxId: number;
  name: string;
  rate: string;
  calculation: 'included' | 'added';
  /** The amount the tax is computed on (the line's net without its included taxes). */
  taxable: string;
  amount: string;
}

export interface PricedLine {
  /** Σ modifier price × modifier quantity, per unit. */
  modifiersUnit: string;
  gross: string;
  lineDiscount: string;
  orderDiscountShare: string;
  /** gross − both discounts: what the customer pays for the line, included taxes inside. */
  net: string;
  taxIncluded: string;
  taxAdded: string;
  taxes: PricedTaxAmount[];
}

export interface PricedOrder {
  lines: PricedLine[];
  /** Σ gross. */
  goodsTotal: string;
  lineDiscountTotal: string;
  orderDiscount: string;
  /** Σ net. */
  netTotal: string;
  taxIncluded: string;
  taxAdded: string;
  /** What the customer owes: Σ net + Σ added tax. */
  total: string;
}

/** Why pricing refused: a discount larger than what it applies to (20100). */
export class DiscountTooLarge extends Error {
  constructor(readonly line: number | null) {
    super('discount exceeds goods total');
  }
}

const money = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const s = (d: Decimal) => d.toFixed(2);

/** The discount as money for a base (percent of base, or the amount), rounded; refuses more than the base. */
export function discountAmount(discount: DiscountInput, base: Decimal, line: number | null): Decimal {
  if (!discount) return new Decimal(0);
  const v = new Decimal(discount.value);
  const amount = money(discount.kind === 'percent' ? base.times(v).dividedBy(100) : v);
  if (amount.isNegative() || amount.greaterThan(base) || (discount.kind === 'percent' && v.greaterThan(100))) {
    throw new DiscountTooLarge(line);
  }
  return amount;
}

export function priceOrder(lines: PricedLineInput[], orderDiscount?: DiscountInput): PricedOrder {
  const first = lines.map((l, i) => {
    const modifiersUnit = l.modifiers.reduce(
      (sum, m) => sum.plus(new Decimal(m.unitPrice).times(m.quantity)),
      new Decimal(0),
    );
    const gross = money(new Decimal(l.quantity).times(new Decimal(l.unitPrice).plus(modifiersUnit)));
    const lineDiscount = discountAmount(l.discount, gross, i);
    return { l, modifiersUnit, gross, lineDiscount, afterLine: gross.minus(lineDiscount) };
  });
  const subtotal = first.reduce((sum, x) => sum.plus(x.afterLine), new Decimal(0));
  const orderDisc = discountAmount(orderDiscount, subtotal, null);

  let shared = new Decimal(0);
  const lastShared = first.reduce((last, x, i) => (x.afterLine.isZero() ? last : i), -1);
  const priced: PricedLine[] = first.map((x, i) => {
    let share = new Decimal(0);
    if (!orderDisc.isZero() && !x.afterLine.isZero()) {
      share = i === lastShared ? orderDisc.minus(shared) : money(orderDisc.times(x.afterLine).dividedBy(subtotal));
      shared = shared.plus(share);
    }
    const net = x.afterLine.minus(share);
    const included = x.l.taxes.filter((t) => t.calculation === 'included');
    const inclRate = included.reduce((sum, t) => sum.plus(t.rate), new Decimal(0));
    const base = net.dividedBy(new Decimal(1).plus(inclRate.dividedBy(100)));
    const taxes = x.l.taxes.map((t) => ({
      taxId: t.taxId,
      name: t.name,
      rate: t.rate,
      calculation: t.calculation,
      taxable: s(money(base)),
      amount: s(money(base.times(t.rate).dividedBy(100))),
    }));
    const sumOf = (kind: 'included' | 'added') =>
      taxes.filter((t) => t.calculation === kind).reduce((sum, t) => sum.plus(t.amount), new Decimal(0));
    return {
      modifiersUnit: x.modifiersUnit.toFixed(4),
      gross: s(x.gross),
      lineDiscount: s(x.lineDiscount),
      orderDiscountShare: s(share),
      net: s(net),
      taxIncluded: s(sumOf('included')),
      taxAdded: s(sumOf('added')),
      taxes,
    };
  });
  const total = (pick: (l: PricedLine) => string) => priced.reduce((sum, l) => sum.plus(pick(l)), new Decimal(0));
  const netTotal = total((l) => l.net);
  const taxAdded = total((l) => l.taxAdded);
  return {
    lines: priced,
    goodsTotal: s(total((l) => l.gross)),
    lineDiscountTotal: s(total((l) => l.lineDiscount)),
    orderDiscount: s(orderDisc),
    netTotal: s(netTotal),
    taxIncluded: s(total((l) => l.taxIncluded)),
    taxAdded: s(taxAdded),
    total: s(netTotal.plus(taxAdded)),
  };
}

/**
 * Whether a discount stays within a staff limit (§6: max amount and max percentage; null = no bound). `base` is
 * what the discount applies to (the line's gross, or the order's subtotal).
 */
export function withinDiscountLimit(
  amount: string,
  base: string,
  limit: { maxAmount: string | null; maxPercent: string | null },
): boolean {
  const a = new Decimal(amount);
  if (a.isZero()) return true;
  if (limit.maxAmount !== null && a.greaterThan(limit.maxAmount)) return false;
  if (limit.maxPercent !== null) {
    const b = new Decimal(base);
    if (b.isZero() || a.times(100).dividedBy(b).greaterThan(limit.maxPercent)) return false;
  }
  return true;
}

/** A handling fee: amount × percentage / 100, rounded to 2 decimals. */
export function handlingFee(amount: string, percent: string): string {
  return s(money(new Decimal(amount).times(percent).dividedBy(100)));
}
