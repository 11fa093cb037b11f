// The lines of a refund: which sale lines are given back and how much of each, and each one's share of the sale
// line's money, taxes, cost and commission (refunding the last units of a line takes exactly what is left).
import { Err, type OrderRefundBody, type PricedLine } from '@tillbook/contract';
import type Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { orderLineModifiers, orderLineTaxes } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { ReceiptLine } from './order-pricing';
import { commissionShare, D, d2, refundedSoFar, sum } from './order-refund-shares';
import type { linesOf, OrderRow } from './order-writes';

export type SaleLine = Awaited<ReturnType<typeof linesOf>>[number];

/** A sale line given back, and how many of its units. */
export interface ChosenLine {
  line: SaleLine;
  quantity: Decimal;
}

/** One line of the refund receipt: its share of the sale line. */
export interface RefundLine {
  sale: SaleLine;
  quantity: Decimal;
  priced: PricedLine;
  cost: Decimal;
  /** The commission it takes back; read later, one query at a time (a transaction runs one statement at a time). */
  commission: () => ReturnType<typeof commissionShare>;
  receipt: ReceiptLine;
}

const left = (l: SaleLine) => D(l.quantity).minus(l.refundedQuantity);

/**
 * The lines the refund gives back: those asked for (each a line of the sale, once, 1001; no more than is left of
 * it, 20027), or everything left of the sale; nothing left answers 20027. `completesOrder`: nothing of the sale is
 * left after it.
 */
export function chooseLines(
  saleLines: SaleLine[],
  asked: OrderRefundBody['lines'],
): { chosen: ChosenLine[]; completesOrder: boolean } {
  const chosen = asked
    ? asked.map((r, i) => {
        const line = saleLines.find((l) => l.id === r.lineId);
        if (!line || asked.findIndex((x) => x.lineId === r.lineId) !== i)
          throw new AppError(Err.PARAM, {
            issues: [{ path: `lines.${i}.lineId`, message: 'not a line of the sale' }],
          });
        if (D(r.quantity).greaterThan(left(line))) throw new AppError(Err.QUANTITY_LIMIT_EXCEEDED, { lineId: line.id });
        return { line, quantity: D(r.quantity) };
      })
    : saleLines.filter((l) => left(l).gt(0)).map((line) => ({ line, quantity: left(line) }));
  if (chosen.length === 0) throw new AppError(Err.QUANTITY_LIMIT_EXCEEDED);
  const completesOrder = saleLines.every((l) => {
    const c = chosen.find((x) => x.line.id === l.id);
    return left(l)
      .minus(c?.quantity ?? 0)
      .isZero();
  });
  return { chosen, completesOrder };
}

/** Each chosen line's share of the sale line: money, taxes and cost in proportion, or what is left for the last units. */
export async function refundLinesOf(tx: TenantCtx, sale: OrderRow, chosen: ChosenLine[]): Promise<RefundLine[]> {
  const taken = await refundedSoFar(tx, sale.id);
  const saleTaxes = await tx.db
    .select()
    .from(orderLineTaxes)
    .where(and(eq(orderLineTaxes.tenantId, tx.tenantId), eq(orderLineTaxes.orderId, sale.id)));
  const saleMods = await tx.db
    .select()
    .from(orderLineModifiers)
    .where(and(eq(orderLineModifiers.tenantId, tx.tenantId), eq(orderLineModifiers.orderId, sale.id)));

  return chosen.map(({ line, quantity }) => {
    const last = quantity.equals(left(line));
    const t = taken(line.id);
    const part = (whole: string, already: Decimal) =>
      last ? D(whole).minus(already) : d2(D(whole).times(quantity).dividedBy(line.quantity));
    const money = (k: 'gross' | 'lineDiscount' | 'orderDiscountShare' | 'net' | 'taxIncluded' | 'taxAdded') =>
      part(line[k], t.col(k)).toFixed(2);
    const priced: PricedLine = {
      modifiersUnit: D(line.modifiersUnit).toFixed(4),
      gross: money('gross'),
      lineDiscount: money('lineDiscount'),
      orderDiscountShare: money('orderDiscountShare'),
      net: money('net'),
      taxIncluded: money('taxIncluded'),
      taxAdded: money('taxAdded'),
      taxes: saleTaxes
        .filter((x) => x.lineId === line.id)
        .map((x) => ({
          taxId: x.taxId,
          name: x.name,
          rate: D(x.rate).toString(),
          calculation: x.calculation,
          taxable: part(x.taxable, t.taxable(x.taxId)).toFixed(2),
          amount: part(x.amount, t.tax(x.taxId)).toFixed(2),
        })),
    };
    const cost = last
      ? D(line.cost).minus(t.col('cost'))
      : D(line.cost).times(quantity).dividedBy(line.quantity).toDecimalPlaces(4);
    return {
      sale: line,
      quantity,
      priced,
      cost,
      commission: () => commissionShare(tx, line.id, last, quantity, line.quantity, t.commission),
      receipt: {
        productId: line.productId,
        variantId: line.variantId,
        name: line.name,
        variantName: line.variantName,
        categoryId: line.categoryId,
        quantity: quantity.toFixed(4),
        unitPrice: line.unitPrice,
        modifiers: saleMods
          .filter((m) => m.lineId === line.id)
          .map((m) => ({
            modifierId: m.modifierId,
            itemId: m.itemId,
            name: m.name,
            unitPrice: m.unitPrice,
            quantity: m.quantity,
          })),
        taxes: [],
      },
    };
  });
}

/** The refund's total of one money column of its lines. */
export const totalOf = (lines: RefundLine[], k: Exclude<keyof PricedLine, 'taxes'>) =>
  sum(lines.map((r) => D(r.priced[k])));
