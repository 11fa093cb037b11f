// Refunds (§4): a receipt of its own (kind 'refund', amounts positive) linked to the paid sale it gives back, whole
// or in part. Each refunded line gives back its share of net, taxes, cost and commission; refunding the last units
// of a line takes exactly what is left, so the refunds of a sale always add up to the sale. Stock comes back at the
// cost the sale left at; points and credit are reversed; cash given back is a 'refund' entry of the shift.
import { Err, type OrderDetail, type OrderRefundBody, type PricedLine } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import {
  orderCommissions,
  orderLineModifiers,
  orderLines,
  orderLineTaxes,
  orderPayments,
  orders,
} from '../../db/schema';
import { lockLedgers } from '../../ledgers/lock-order';
import { changeCredit, changePoints, lockMember } from '../../ledgers/member-ledger';
import { addToAggregates } from '../../ledgers/sales-aggregates';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { following, happenedAt } from './happened-at';
import { moveLinesStock, stockPartsOf } from './order-effects';
import { offeredMethods } from './order-payments';
import {
  commissionShare,
  D,
  d2,
  defaultRefundPayments,
  refundedSoFar,
  saleUnitCosts,
  sum,
} from './order-refund-shares';
import { insertLines, insertOrderOnce, linesOf, lockOrder, orderIdByClientId } from './order-writes';
import { orderDetail } from './orders.read';
import { addShiftEntry, shiftForPayment } from './shift-cash';

/**
 * POST /m/app/order/refund, at `at` (not before the sale was paid nor before the caller's shift opened): the refund
 * receipt is dated then, so the reports count it in its own period, not in the sale's.
 */
export async function refundOrder(ctx: TenantCtx, b: OrderRefundBody): Promise<OrderDetail> {
  const existing = await orderIdByClientId(ctx, b.clientId);
  if (existing) return orderDetail(ctx, existing);
  const when = happenedAt(b.at);
  const id = await inTransaction(ctx, async (tx) => {
    const sale = await lockOrder(tx, b.orderId);
    if (!sale || sale.storeId !== tx.app?.storeId) throw new AppError(Err.ORDER_MISSING);
    if (sale.kind === 'refund' || sale.status === 'unpaid') throw new AppError(Err.ORDER_INVALID);
    if (sale.status === 'cancelled') throw new AppError(Err.ORDER_CANCELLED);

    const saleLines = await linesOf(tx, sale.id);
    const left = (l: (typeof saleLines)[number]) => D(l.quantity).minus(l.refundedQuantity);
    const chosen = b.lines
      ? b.lines.map((r, i) => {
          const line = saleLines.find((l) => l.id === r.lineId);
          if (!line || b.lines?.findIndex((x) => x.lineId === r.lineId) !== i)
            throw new AppError(Err.PARAM, {
              issues: [{ path: `lines.${i}.lineId`, message: 'not a line of the sale' }],
            });
          if (D(r.quantity).greaterThan(left(line)))
            throw new AppError(Err.QUANTITY_LIMIT_EXCEEDED, { lineId: line.id });
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

    const taken = await refundedSoFar(tx, sale.id);
    const saleTaxes = await tx.db
      .select()
      .from(orderLineTaxes)
      .where(and(eq(orderLineTaxes.tenantId, tx.tenantId), eq(orderLineTaxes.orderId, sale.id)));
    const saleMods = await tx.db
      .select()
      .from(orderLineModifiers)
      .where(and(eq(orderLineModifiers.tenantId, tx.tenantId), eq(orderLineModifiers.orderId, sale.id)));

    const refundLines = chosen.map(({ line, quantity }) => {
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
        // Read later, one query at a time: a transaction's client runs one statement at a time.
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
    const totalOf = (k: keyof PricedLine) => sum(refundLines.map((r) => D(r.priced[k] as string)));
    const refundTotal = totalOf('net').plus(totalOf('taxAdded'));

    // How the money goes back.
    let pays: {
      kind: 'method' | 'points' | 'credit';
      paymentMethodId: number | null;
      methodType: string;
      name: string;
      amount: Decimal;
    }[];
    if (b.payments) {
      const methods = await offeredMethods(tx, sale.storeId, [...new Set(b.payments.map((p) => p.paymentMethodId))]);
      pays = b.payments.map((p) => {
        const m = methods.get(p.paymentMethodId) as { id: number; type: string; name: string };
        return { kind: 'method', paymentMethodId: m.id, methodType: m.type, name: m.name, amount: D(p.amount) };
      });
      if (!sum(pays.map((p) => p.amount)).equals(refundTotal)) throw new AppError(Err.AMOUNT_ILLEGAL);
    } else {
      pays = await defaultRefundPayments(tx, sale, refundTotal, completesOrder);
    }
    const shift = await shiftForPayment(tx, tx.userId, sale.storeId);
    // The member before the stock that comes back (ledgers/lock-order.ts).
    await lockLedgers(tx, { members: [sale.memberId] });

    const earlierRefunds = await tx.db
      .select({
        earned: sql<string>`coalesce(sum(${orders.pointsEarned}), 0)`,
        redeemed: sql<string>`coalesce(sum(${orders.pointsRedeemed}), 0)`,
      })
      .from(orders)
      .where(and(eq(orders.tenantId, tx.tenantId), eq(orders.refundOfId, sale.id)));
    const pointsShare = sum(pays.filter((p) => p.kind === 'points').map((p) => p.amount));
    const creditShare = sum(pays.filter((p) => p.kind === 'credit').map((p) => p.amount));
    const saleTotal = D(sale.total);
    const pointsBack = completesOrder
      ? D(sale.pointsRedeemed).minus(earlierRefunds[0].redeemed)
      : D(sale.pointsValue).isZero()
        ? D(0)
        : D(sale.pointsRedeemed).times(pointsShare).dividedBy(sale.pointsValue).toDecimalPlaces(4, Decimal.ROUND_DOWN);
    let earnedBack = completesOrder
      ? D(sale.pointsEarned).minus(earlierRefunds[0].earned)
      : saleTotal.isZero()
        ? D(0)
        : D(sale.pointsEarned).times(refundTotal).dividedBy(saleTotal).toDecimalPlaces(4, Decimal.ROUND_DOWN);

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
        goodsTotal: totalOf('gross').toFixed(4),
        lineDiscountTotal: totalOf('lineDiscount').toFixed(4),
        orderDiscount: totalOf('orderDiscountShare').toFixed(4),
        netTotal: totalOf('net').toFixed(4),
        taxIncluded: totalOf('taxIncluded').toFixed(4),
        taxAdded: totalOf('taxAdded').toFixed(4),
        total: refundTotal.toFixed(4),
        paidTotal: refundTotal.toFixed(4),
        costTotal: sum(refundLines.map((r) => r.cost)).toFixed(4),
        pointsRedeemed: pointsBack.toFixed(4),
        pointsValue: pointsShare.toFixed(4),
        creditAmount: creditShare.toFixed(4),
        orderedAt: refundedAt,
        paidAt: refundedAt,
      },
      'RF',
    );
    if (!refund) return (await orderIdByClientId(tx, b.clientId)) as number;

    const lineIds = await insertLines(
      tx,
      refund.id,
      refundLines.map((r) => ({
        line: r.receipt,
        priced: r.priced,
        refundOfLineId: r.sale.id,
        cost: r.cost.toFixed(4),
      })),
    );
    for (const r of refundLines) {
      await tx.db
        .update(orderLines)
        .set({ refundedQuantity: D(r.sale.refundedQuantity).plus(r.quantity).toFixed(4) })
        .where(and(eq(orderLines.tenantId, tx.tenantId), eq(orderLines.id, r.sale.id)));
    }
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

    if (b.restock) {
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

    if (sale.memberId) {
      if (pointsBack.gt(0))
        await changePoints(tx, sale.memberId, { delta: pointsBack, kind: 'redeem', docRef: refund.number });
      const member = await lockMember(tx, sale.memberId);
      // The member may have spent the points since: take back no more than they hold.
      earnedBack = Decimal.min(earnedBack, D(member.pointsBalance));
      if (earnedBack.gt(0))
        await changePoints(tx, sale.memberId, { delta: earnedBack.negated(), kind: 'purchase', docRef: refund.number });
      const creditBack = Decimal.min(creditShare, D(member.creditBalance));
      if (creditBack.gt(0))
        await changeCredit(tx, sale.memberId, {
          delta: creditBack.negated(),
          kind: 'repayment',
          docRef: refund.number,
        });
    }
    await tx.db
      .update(orders)
      .set({ pointsEarned: earnedBack.toFixed(4) })
      .where(and(eq(orders.tenantId, tx.tenantId), eq(orders.id, refund.id)));

    const commissions: Awaited<ReturnType<typeof commissionShare>>[] = [];
    for (const r of refundLines) commissions.push(await r.commission());
    const commissionRows = refundLines.flatMap((r, i) =>
      commissions[i] && !commissions[i].amount.isZero()
        ? [
            {
              tenantId: tx.tenantId,
              orderId: refund.id,
              lineId: lineIds[i],
              staffId: commissions[i].staffId,
              productId: r.sale.productId,
              amount: commissions[i].amount.negated().toFixed(4),
            },
          ]
        : [],
    );
    if (commissionRows.length) await tx.db.insert(orderCommissions).values(commissionRows);

    const cashBack = sum(payRows.filter((p) => p.methodType === 'cash').map((p) => p.amount));
    if (shift && cashBack.gt(0))
      await addShiftEntry(tx, {
        shiftId: shift.id,
        type: 'refund',
        amount: cashBack.toFixed(2),
        orderId: refund.id,
        createdAt: refundedAt,
      });
    await addToAggregates(tx.db, tx.tenantId, sql`o.id = ${refund.id}`);
    return refund.id;
  });
  return orderDetail(ctx, id);
}
