// Refunds (§4): a receipt of its own (kind 'refund', amounts positive) linked to the paid sale it gives back, whole
// or in part. Each refunded line gives back its share of net, taxes, cost and commission; refunding the last units
// of a line takes exactly what is left, so the refunds of a sale always add up to the sale. Stock comes back at the
// cost the sale left at; points and credit are reversed; cash given back is a 'refund' entry of the shift.
import { Err, type OrderDetail, type OrderRefundBody } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { orderCommissions, orderLines, orderPayments, orders } from '../../db/schema';
import { queueForAggregates } from '../../ledgers/aggregate-queue';
import { lockLedgers } from '../../ledgers/lock-order';
import { changeCredit, changePoints, lockMember } from '../../ledgers/member-ledger';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { following, happenedAt } from './happened-at';
import { moveLinesStock, stockPartsOf } from './order-effects';
import { offeredMethods } from './order-payments';
import { type ChosenLine, chooseLines, type RefundLine, refundLinesOf, totalOf } from './order-refund-lines';
import { type commissionShare, D, defaultRefundPayments, saleUnitCosts, sum } from './order-refund-shares';
import { insertLines, insertOrderOnce, linesOf, lockOrder, type OrderRow, orderIdByClientId } from './order-writes';
import { orderDetail } from './orders.read';
import { addShiftEntry, shiftForPayment } from './shift-cash';

/** A way the money goes back: a payment method, or the member's points or credit. */
interface RefundPay {
  kind: 'method' | 'points' | 'credit';
  paymentMethodId: number | null;
  methodType: string;
  name: string;
  amount: Decimal;
}

/**
 * POST /m/app/order/refund, at `at` (not before the sale was paid nor before the caller's shift opened): the refund
 * receipt is dated then, so the reports count it in its own period, not in the sale's.
 */
export async function refundOrder(ctx: TenantCtx, b: OrderRefundBody): Promise<OrderDetail> {
  const existing = await orderIdByClientId(ctx, b.clientId);
  if (existing) return orderDetail(ctx, existing);
  const when = happenedAt(b.at);
  const id = await inTransaction(ctx, async (tx) => {
    const sale = await refundableSale(tx, b.orderId);
    const { chosen, completesOrder } = chooseLines(await linesOf(tx, sale.id), b.lines);
    const lines = await refundLinesOf(tx, sale, chosen);
    // The refund that gives back the last of the sale gives back its delivery fee too.
    const deliveryFee = completesOrder ? D(sale.deliveryFee) : D(0);
    const refundTotal = totalOf(lines, 'net').plus(totalOf(lines, 'taxAdded')).plus(deliveryFee);
    const pays = await refundPayments(tx, sale, b.payments, refundTotal, completesOrder);
    const shift = sale.channel === 'online' ? null : await shiftForPayment(tx, tx.userId, sale.storeId);
    // The member before the stock that comes back (ledgers/lock-order.ts).
    await lockLedgers(tx, { members: [sale.memberId] });
    const points = await pointsBackOf(tx, sale, pays, refundTotal, completesOrder);

    const refundedAt = following(when, [sale.paidAt, 'the sale was paid'], [shift?.openedAt, 'the shift opened']).date;
    const refund = await insertOrderOnce(
      tx,
      {
        clientId: b.clientId,
        kind: 'refund',
        refundOfId: sale.id,
        storeId: sale.storeId,
        channel: sale.channel,
        status: 'paid',
        orderTypeId: sale.orderTypeId,
        orderTypeName: sale.orderTypeName,
        tableId: sale.tableId,
        tableLabel: sale.tableLabel,
        memberId: sale.memberId,
        staffId: tx.userId,
        shiftId: shift?.id ?? null,
        note: b.reason ?? '',
        goodsTotal: totalOf(lines, 'gross').toFixed(4),
        lineDiscountTotal: totalOf(lines, 'lineDiscount').toFixed(4),
        orderDiscount: totalOf(lines, 'orderDiscountShare').toFixed(4),
        netTotal: totalOf(lines, 'net').toFixed(4),
        taxIncluded: totalOf(lines, 'taxIncluded').toFixed(4),
        taxAdded: totalOf(lines, 'taxAdded').toFixed(4),
        deliveryFee: deliveryFee.toFixed(4),
        total: refundTotal.toFixed(4),
        paidTotal: refundTotal.toFixed(4),
        costTotal: sum(lines.map((r) => r.cost)).toFixed(4),
        pointsRedeemed: points.redeemedBack.toFixed(4),
        pointsValue: points.pointsShare.toFixed(4),
        creditAmount: points.creditShare.toFixed(4),
        orderedAt: refundedAt,
        paidAt: refundedAt,
      },
      'RF',
    );
    if (!refund) return (await orderIdByClientId(tx, b.clientId)) as number;

    const lineIds = await writeLines(tx, refund, lines);
    const payRows = await writePayments(tx, refund, pays);
    if (b.restock) await restock(tx, sale, refund, chosen);
    await reverseMemberLedgers(tx, sale, refund, points);
    await reverseCommissions(tx, refund, lines, lineIds);
    const cashBack = sum(payRows.filter((p) => p.methodType === 'cash').map((p) => p.amount));
    if (shift && cashBack.gt(0))
      await addShiftEntry(tx, {
        shiftId: shift.id,
        type: 'refund',
        amount: cashBack.toFixed(2),
        orderId: refund.id,
        createdAt: refundedAt,
      });
    await queueForAggregates(tx, refund.id);
    return refund.id;
  });
  return orderDetail(ctx, id);
}

/** The sale, locked: a paid sale of the till's store (20067 another store's or none; 20068 a refund or unpaid). */
async function refundableSale(tx: TenantCtx, orderId: number): Promise<OrderRow> {
  const sale = await lockOrder(tx, orderId);
  if (!sale || sale.storeId !== tx.app?.storeId) throw new AppError(Err.ORDER_MISSING);
  if (sale.kind === 'refund' || sale.status === 'unpaid') throw new AppError(Err.ORDER_INVALID);
  if (sale.status === 'cancelled') throw new AppError(Err.ORDER_CANCELLED);
  return sale;
}

/** How the money goes back: the methods asked for (adding up to the refund, else 20025), or the sale's own shares. */
async function refundPayments(
  tx: TenantCtx,
  sale: OrderRow,
  asked: OrderRefundBody['payments'],
  refundTotal: Decimal,
  completesOrder: boolean,
): Promise<RefundPay[]> {
  if (!asked) return defaultRefundPayments(tx, sale, refundTotal, completesOrder);
  const methods = await offeredMethods(tx, sale.storeId, [...new Set(asked.map((p) => p.paymentMethodId))]);
  const pays = asked.map((p): RefundPay => {
    const m = methods.get(p.paymentMethodId) as { id: number; type: string; name: string };
    return { kind: 'method', paymentMethodId: m.id, methodType: m.type, name: m.name, amount: D(p.amount) };
  });
  if (!sum(pays.map((p) => p.amount)).equals(refundTotal)) throw new AppError(Err.AMOUNT_ILLEGAL);
  return pays;
}

interface PointsBack {
  /** Points paid with that come back to the member. */
  redeemedBack: Decimal;
  /** Points the sale earned that the member gives back (at most what they hold, see `reverseMemberLedgers`). */
  earnedBack: Decimal;
  /** The money paid back as points and as credit. */
  pointsShare: Decimal;
  creditShare: Decimal;
}

/**
 * The points the refund gives back and takes back: in proportion to what it pays back as points and to its total,
 * or, when it completes the sale, what earlier refunds left.
 */
async function pointsBackOf(
  tx: TenantCtx,
  sale: OrderRow,
  pays: RefundPay[],
  refundTotal: Decimal,
  completesOrder: boolean,
): Promise<PointsBack> {
  const [earlier] = await tx.db
    .select({
      earned: sql<string>`coalesce(sum(${orders.pointsEarned}), 0)`,
      redeemed: sql<string>`coalesce(sum(${orders.pointsRedeemed}), 0)`,
    })
    .from(orders)
    .where(and(eq(orders.tenantId, tx.tenantId), eq(orders.refundOfId, sale.id)));
  const pointsShare = sum(pays.filter((p) => p.kind === 'points').map((p) => p.amount));
  const creditShare = sum(pays.filter((p) => p.kind === 'credit').map((p) => p.amount));
  const saleTotal = D(sale.total);
  const redeemedBack = completesOrder
    ? D(sale.pointsRedeemed).minus(earlier.redeemed)
    : D(sale.pointsValue).isZero()
      ? D(0)
      : D(sale.pointsRedeemed).times(pointsShare).dividedBy(sale.pointsValue).toDecimalPlaces(4, Decimal.ROUND_DOWN);
  const earnedBack = completesOrder
    ? D(sale.pointsEarned).minus(earlier.earned)
    : saleTotal.isZero()
      ? D(0)
      : D(sale.pointsEarned).times(refundTotal).dividedBy(saleTotal).toDecimalPlaces(4, Decimal.ROUND_DOWN);
  return { redeemedBack, earnedBack, pointsShare, creditShare };
}

/** The refund's lines, and the sale lines' refunded quantities: the refund's line ids in order. */
async function writeLines(tx: TenantCtx, refund: OrderRow, lines: RefundLine[]): Promise<number[]> {
  const lineIds = await insertLines(
    tx,
    refund.id,
    lines.map((r) => ({ line: r.receipt, priced: r.priced, refundOfLineId: r.sale.id, cost: r.cost.toFixed(4) })),
  );
  for (const r of lines) {
    await tx.db
      .update(orderLines)
      .set({ refundedQuantity: D(r.sale.refundedQuantity).plus(r.quantity).toFixed(4) })
      .where(and(eq(orderLines.tenantId, tx.tenantId), eq(orderLines.id, r.sale.id)));
  }
  return lineIds;
}

/** The refund's payments (the ways that give back more than nothing). */
async function writePayments(tx: TenantCtx, refund: OrderRow, pays: RefundPay[]): Promise<RefundPay[]> {
  const payRows = pays.filter((p) => p.amount.gt(0));
  if (payRows.length)
    await tx.db.insert(orderPayments).values(
      payRows.map((p) => ({
        tenantId: tx.tenantId,
        orderId: refund.id,
        paymentMethodId: p.paymentMethodId,
        kind: p.kind,
        methodType: p.methodType,
        name: p.name,
        amount: p.amount.toFixed(4),
        tendered: p.amount.toFixed(4),
      })),
    );
  return payRows;
}

/** Stock comes back at the cost the sale took it out at (the catalogue's cost when the sale moved none). */
async function restock(tx: TenantCtx, sale: OrderRow, refund: OrderRow, chosen: ChosenLine[]) {
  const parts = await stockPartsOf(
    tx,
    sale.storeId,
    chosen.map((c) => c.line),
  );
  const costs = await saleUnitCosts(tx, sale);
  await moveLinesStock(tx, refund, chosen, parts, {
    direction: 1,
    unitCostOf: (p) => costs.get(`${p.productId}:${p.variantId ?? 0}`) ?? p.catalogueCost.toFixed(4),
  });
}

/**
 * The member gets back the points paid with and gives back the points the sale earned and the credit it used (no
 * more than they hold now: they may have spent them since); the refund records the points it took back.
 */
async function reverseMemberLedgers(tx: TenantCtx, sale: OrderRow, refund: OrderRow, points: PointsBack) {
  let earnedBack = points.earnedBack;
  if (sale.memberId) {
    if (points.redeemedBack.gt(0))
      await changePoints(tx, sale.memberId, { delta: points.redeemedBack, kind: 'redeem', docRef: refund.number });
    const member = await lockMember(tx, sale.memberId);
    earnedBack = Decimal.min(earnedBack, D(member.pointsBalance));
    if (earnedBack.gt(0))
      await changePoints(tx, sale.memberId, { delta: earnedBack.negated(), kind: 'purchase', docRef: refund.number });
    const creditBack = Decimal.min(points.creditShare, D(member.creditBalance));
    if (creditBack.gt(0))
      await changeCredit(tx, sale.memberId, { delta: creditBack.negated(), kind: 'repayment', docRef: refund.number });
  }
  await tx.db
    .update(orders)
    .set({ pointsEarned: earnedBack.toFixed(4) })
    .where(and(eq(orders.tenantId, tx.tenantId), eq(orders.id, refund.id)));
}

/** Each refunded line takes back its share of the commission, as a negative row for the staff member who earned it. */
async function reverseCommissions(tx: TenantCtx, refund: OrderRow, lines: RefundLine[], lineIds: number[]) {
  const commissions: Awaited<ReturnType<typeof commissionShare>>[] = [];
  for (const r of lines) commissions.push(await r.commission());
  const rows = lines.flatMap((r, i) => {
    const c = commissions[i];
    return c && !c.amount.isZero()
      ? [
          {
            tenantId: tx.tenantId,
            orderId: refund.id,
            lineId: lineIds[i],
            staffId: c.staffId,
            productId: r.sale.productId,
            amount: c.amount.negated().toFixed(4),
          },
        ]
      : [];
  });
  if (rows.length) await tx.db.insert(orderCommissions).values(rows);
}
