// The shares of a refund: what earlier refunds already took of a sale (so the last refund takes exactly what is
// left), how the money goes back by default, the cost stock comes back at and the commission taken back.
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import { orderCommissions, orderLines, orderLineTaxes, orderPayments, orders, stockMovements } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import type { OrderRow } from './order-writes';

export const D = (v: Decimal.Value) => new Decimal(v);
export const d2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
export const sum = (xs: Decimal[]) => xs.reduce((s, x) => s.plus(x), D(0));

/** What earlier refunds already took of each sale line (money columns and per tax), keyed by the sale line id. */
export async function refundedSoFar(tx: TenantCtx, saleId: number) {
  const refundLines = await tx.db
    .select({ l: orderLines })
    .from(orderLines)
    .innerJoin(orders, and(eq(orders.tenantId, orderLines.tenantId), eq(orders.id, orderLines.orderId)))
    .where(and(eq(orderLines.tenantId, tx.tenantId), eq(orders.refundOfId, saleId)));
  const ids = refundLines.map((r) => r.l.id);
  // One statement at a time: this runs inside the refund's transaction.
  const taxes = ids.length
    ? await tx.db
        .select()
        .from(orderLineTaxes)
        .where(and(eq(orderLineTaxes.tenantId, tx.tenantId), inArray(orderLineTaxes.lineId, ids)))
    : [];
  const commissions = ids.length
    ? await tx.db
        .select()
        .from(orderCommissions)
        .where(and(eq(orderCommissions.tenantId, tx.tenantId), inArray(orderCommissions.lineId, ids)))
    : [];
  const saleLineOf = new Map(refundLines.map((r) => [r.l.id, r.l.refundOfLineId as number]));
  const taken = (saleLineId: number) => {
    const ls = refundLines.filter((r) => r.l.refundOfLineId === saleLineId).map((r) => r.l);
    const col = (k: 'gross' | 'lineDiscount' | 'orderDiscountShare' | 'net' | 'taxIncluded' | 'taxAdded' | 'cost') =>
      sum(ls.map((l) => D(l[k])));
    return {
      col,
      tax: (taxId: number) =>
        sum(taxes.filter((x) => saleLineOf.get(x.lineId) === saleLineId && x.taxId === taxId).map((x) => D(x.amount))),
      taxable: (taxId: number) =>
        sum(taxes.filter((x) => saleLineOf.get(x.lineId) === saleLineId && x.taxId === taxId).map((x) => D(x.taxable))),
      commission: sum(commissions.filter((c) => saleLineOf.get(c.lineId) === saleLineId).map((c) => D(c.amount))),
    };
  };
  return taken;
}

/** `total` spread over `weights` in proportion, each rounded to the cent; the last takes the remainder. */
function spread(weights: Decimal[], total: Decimal): Decimal[] {
  const whole = sum(weights);
  let given = D(0);
  return weights.map((w, i) => {
    const amount =
      i === weights.length - 1 ? total.minus(given) : whole.isZero() ? D(0) : d2(w.times(total).dividedBy(whole));
    given = given.plus(amount);
    return amount;
  });
}

/**
 * The refund's share of each sale payment (method, points, credit): in proportion, or what is left at the end.
 * What is left only adds up to the refund when earlier refunds went back by the sale's own methods; when one chose
 * another method (explicit `payments`), the last refund spreads its total over what is left instead, so the money
 * given back never differs from the refund's total.
 */
export async function defaultRefundPayments(tx: TenantCtx, sale: OrderRow, refundTotal: Decimal, completes: boolean) {
  const salePays = await tx.db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.tenantId, tx.tenantId), eq(orderPayments.orderId, sale.id)))
    .orderBy(orderPayments.id);
  const earlier = await tx.db
    .select({ p: orderPayments })
    .from(orderPayments)
    .innerJoin(orders, and(eq(orders.tenantId, orderPayments.tenantId), eq(orders.id, orderPayments.orderId)))
    .where(and(eq(orderPayments.tenantId, tx.tenantId), eq(orders.refundOfId, sale.id)));
  const key = (p: { kind: string; paymentMethodId: number | null }) => `${p.kind}:${p.paymentMethodId ?? 0}`;
  const saleAmounts = salePays.map((p) => D(p.amount));
  let amounts = spread(saleAmounts, refundTotal);
  if (completes) {
    const left = salePays.map((p) =>
      Decimal.max(0, D(p.amount).minus(sum(earlier.filter((e) => key(e.p) === key(p)).map((e) => D(e.p.amount))))),
    );
    if (sum(left).equals(refundTotal)) amounts = left;
    else if (sum(left).gt(0)) amounts = spread(left, refundTotal);
  }
  return salePays.map((p, i) => ({ ...p, amount: amounts[i] }));
}

/** The cost each item left at in the sale (refunded stock comes back at it). */
export async function saleUnitCosts(tx: TenantCtx, sale: OrderRow) {
  const rows = await tx.db
    .select({ productId: stockMovements.productId, variantId: stockMovements.variantId, cost: stockMovements.unitCost })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.tenantId, tx.tenantId),
        eq(stockMovements.documentType, 'sale'),
        eq(stockMovements.documentId, sale.id),
        eq(stockMovements.reason, 'sale'),
      ),
    );
  return new Map(rows.map((r) => [`${r.productId}:${r.variantId}`, r.cost]));
}

/** The commission a refunded line takes back (positive), for the staff member who earned it. */
export async function commissionShare(
  tx: TenantCtx,
  saleLineId: number,
  last: boolean,
  quantity: Decimal,
  lineQuantity: string,
  alreadyReversed: Decimal,
): Promise<{ staffId: number; amount: Decimal } | null> {
  const [c] = await tx.db
    .select()
    .from(orderCommissions)
    .where(and(eq(orderCommissions.tenantId, tx.tenantId), eq(orderCommissions.lineId, saleLineId)));
  if (!c) return null;
  // alreadyReversed is the sum of earlier negative rows.
  const amount = last ? D(c.amount).plus(alreadyReversed) : d2(D(c.amount).times(quantity).dividedBy(lineQuantity));
  return { staffId: c.staffId, amount };
}
