// Paying a receipt (§4): payment methods with their fees and change, member points spent as money, credit (on
// account) sales, the shift the cash goes into, then the effects of a sale — all in the caller's transaction.
import { Err, handlingFee, type PaymentInput } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq, inArray, or } from 'drizzle-orm';
import { paymentMethodStores, paymentMethods } from '../../db/schema';
import { queueForAggregates } from '../../ledgers/aggregate-queue';
import { lockLedgers } from '../../ledgers/lock-order';
import { settleSale } from '../../ledgers/member-ledger';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { run, statement } from '../../platform/statements';
import { following, type HappenedAt } from './happened-at';
import { applySaleEffects, type SaleLines, writtenLines } from './order-effects';
import { linesFromJson, linesOf, type PayableOrder } from './order-writes';
import {
  type CatalogueMethod,
  type PointsSettingsRow,
  type ReceiptCatalogue,
  receiptCatalogue,
} from './receipt-catalogue';
import { shiftForPayment, shiftFromTill } from './shift-cash';

export interface PayInput {
  payments?: PaymentInput[];
  pointsRedeemed?: string;
  creditAmount?: string;
  exception?: string;
}

/** Whether a request carries anything to pay with (an upload without it leaves an open ticket). */
export const paysSomething = (p: PayInput) =>
  (p.payments?.length ?? 0) > 0 || !!(p.pointsRedeemed && Number(p.pointsRedeemed) > 0) || !!Number(p.creditAmount);

const d2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

// $1 tenant, $2 order, $3–$5 new lines, modifiers and taxes (JSON, `newLinesJson`), $6 payments (JSON), $7 user,
// $8 the shift the cash goes into (null: no entry), $9 the cash, $10 paid at, $11 commissions (JSON), then the order's
// figures in the order of the SET list.
const PAID = statement(
  'receipt_paid',
  `with ${linesFromJson('$3', '$4', '$5')},
  payments as (
    insert into order_payments (tenant_id, order_id, payment_method_id, kind, method_type, name, amount, tendered,
                                change, fee)
    select $1::bigint, $2::bigint, v."paymentMethodId", v.kind, v."methodType", v.name, v.amount, v.tendered,
           v.change, v.fee
      from json_to_recordset($6::json) as v("paymentMethodId" bigint, kind text, "methodType" text, name text,
           amount numeric, tendered numeric, change numeric, fee numeric)),
  cash as (
    insert into shift_entries (tenant_id, user_id, shift_id, type, amount, order_id, created_at)
    select $1::bigint, $7::bigint, $8::bigint, 'sale', $9::numeric, $2::bigint, $10::timestamptz
     where $8::bigint is not null),
  commissions as (
    insert into order_commissions (tenant_id, order_id, line_id, staff_id, product_id, amount)
    select $1::bigint, $2::bigint, v."lineId", v."staffId", v."productId", v.amount
      from json_to_recordset($11::json) as v("lineId" bigint, "staffId" bigint, "productId" bigint, amount numeric))
  update orders
     set status = 'paid', paid_at = $10::timestamptz, shift_id = $22::bigint, paid_total = $12::numeric,
         change_total = $13::numeric, fee_total = $14::numeric, points_redeemed = $15::numeric,
         points_value = $16::numeric, credit_amount = $17::numeric, cost_total = $18::numeric,
         points_earned = $19::numeric, exception = $20::text, exception_reason = $21::text,
         locked_by_session = null, locked_at = null, updated_at = now()
   where tenant_id = $1::bigint and id = $2::bigint`,
);

/** Payment methods offered in the store (all stores, or linked to it), by id. */
export async function offeredMethods(tx: TenantCtx, storeId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof paymentMethods.$inferSelect>();
  const rows = await tx.db
    .selectDistinct({ m: paymentMethods })
    .from(paymentMethods)
    .leftJoin(
      paymentMethodStores,
      and(
        eq(paymentMethodStores.tenantId, paymentMethods.tenantId),
        eq(paymentMethodStores.paymentMethodId, paymentMethods.id),
        eq(paymentMethodStores.storeId, storeId),
      ),
    )
    .where(
      and(
        eq(paymentMethods.tenantId, tx.tenantId),
        inArray(paymentMethods.id, ids),
        or(eq(paymentMethods.allStores, true), eq(paymentMethodStores.storeId, storeId)),
      ),
    );
  const byId = new Map(rows.map((r) => [r.m.id, r.m]));
  if (ids.some((id) => !byId.has(id))) throw new AppError(Err.NO_PAYMENT_METHOD);
  return byId;
}

/** The money the points are worth, after the points settings' rules (else 20115). */
function pointsValueOf(s: PointsSettingsRow | null, points: Decimal, total: Decimal): Decimal {
  if (!s?.redeemEnabled || points.lessThan(s.minRedeemPoints)) throw new AppError(Err.AMOUNT_ILLEGAL);
  const value = d2(points.times(s.pointValue));
  if (value.greaterThan(total.times(s.maxRedeemPercent).dividedBy(100))) throw new AppError(Err.AMOUNT_ILLEGAL);
  return value;
}

/** The payment methods a payment uses (to ask the catalogue for). */
export const methodIdsOf = (pay: PayInput) => [...new Set((pay.payments ?? []).map((p) => p.paymentMethodId))];

/**
 * Pays an unpaid receipt in full. Refusals: 20108 no method / a method not offered in the store, 20115 amounts that
 * do not make the total (or tendered cash below the amount, change for a non-cash method, points not redeemable),
 * 20104 points or credit without a member, 20041 credit without 'onCredit', 20111 points or credit short, 1012 no
 * open shift when shifts are on, 1001 on the time's field when `when` was given before the receipt was written or
 * before the shift it goes into opened. Answers nothing: the order row is updated in place. `lines`: the receipt's
 * lines when the caller is writing them (else they are read); `catalogue`: read by the caller with the lines'
 * products and the payment's methods (else it is read).
 */
export async function payOrder(
  tx: TenantCtx,
  order: PayableOrder,
  pay: PayInput,
  opts: { mayUseCredit: boolean; when: HappenedAt; lines?: SaleLines; catalogue?: ReceiptCatalogue },
): Promise<void> {
  if (!paysSomething(pay)) throw new AppError(Err.NO_PAYMENT_METHOD);
  const payments = pay.payments ?? [];
  const total = new Decimal(order.total);
  const lines = opts.lines ?? writtenLines(tx, await linesOf(tx, order.id));
  const catalogue =
    opts.catalogue ??
    (await receiptCatalogue(tx, {
      storeId: order.storeId,
      productIds: [...new Set(lines.items.map((l) => l.productId))],
      paymentMethodIds: methodIdsOf(pay),
    }));
  const methods = catalogue.methods;
  if (payments.some((p) => !methods.has(p.paymentMethodId))) throw new AppError(Err.NO_PAYMENT_METHOD);

  const points = new Decimal(pay.pointsRedeemed ?? 0);
  const credit = new Decimal(pay.creditAmount ?? 0);
  if ((points.gt(0) || credit.gt(0)) && !order.memberId) throw new AppError(Err.MEMBER_MISSING);
  if (credit.gt(0) && !opts.mayUseCredit) throw new AppError(Err.NO_PERMISSION);
  const pointsValue = points.gt(0) ? pointsValueOf(catalogue.points, points, total) : new Decimal(0);

  const rows = payments.map((p) => {
    const m = methods.get(p.paymentMethodId) as CatalogueMethod;
    const amount = new Decimal(p.amount);
    let change = new Decimal(0);
    if (p.tendered !== undefined) {
      if (m.type !== 'cash' || amount.greaterThan(p.tendered)) throw new AppError(Err.AMOUNT_ILLEGAL);
      change = new Decimal(p.tendered).minus(amount);
    }
    return {
      method: m,
      amount,
      tendered: p.tendered === undefined ? amount : new Decimal(p.tendered),
      change,
      fee: handlingFee(p.amount, m.handlingFee),
    };
  });
  const paid = rows
    .reduce((s, r) => s.plus(r.amount), new Decimal(0))
    .plus(pointsValue)
    .plus(credit);
  if (!paid.equals(total)) throw new AppError(Err.AMOUNT_ILLEGAL, { total: total.toFixed(2), paid: paid.toFixed(2) });

  // Online-shop orders are paid to the shop, not into a till's drawer: they go into no shift.
  const till = catalogue.till;
  const shift =
    order.channel === 'online'
      ? null
      : till
        ? shiftFromTill(till, order.storeId)
        : await shiftForPayment(tx, tx.userId, order.storeId);
  const paidAt = following(opts.when, [order.orderedAt, 'the receipt'], [shift?.openedAt, 'the shift opened']).date;
  // The member before the stock (ledgers/lock-order.ts): its points, credit and visit in one go.
  const member = order.memberId
    ? (await lockLedgers(tx, { members: [order.memberId] })).members.get(order.memberId)
    : null;
  const pointsEarned = member
    ? await settleSale(tx, member, {
        redeemed: points,
        credit,
        purchase: total.gt(0) ? { amount: order.total, at: order.orderedAt, settings: catalogue.points } : null,
        docRef: order.number,
      })
    : '0';

  const other = { paymentMethodId: null, methodType: '', tendered: '0', change: '0', fee: '0' };
  const paymentRows = [
    ...rows.map((r) => ({
      paymentMethodId: r.method.id,
      kind: 'method' as const,
      methodType: r.method.type,
      name: r.method.name,
      amount: r.amount.toFixed(4),
      tendered: r.tendered.toFixed(4),
      change: r.change.toFixed(4),
      fee: r.fee,
    })),
    ...(pointsValue.gt(0)
      ? [{ ...other, kind: 'points' as const, name: 'Points', amount: pointsValue.toFixed(4) }]
      : []),
    ...(credit.gt(0) ? [{ ...other, kind: 'credit' as const, name: 'Credit', amount: credit.toFixed(4) }] : []),
  ];
  const cashTaken = rows.filter((r) => r.method.type === 'cash').reduce((s, r) => s.plus(r.amount), new Decimal(0));

  const effects = await applySaleEffects(tx, order, lines, catalogue);
  // New lines, the payments, the cash into the shift, the commissions and the paid order: one statement.
  await run(tx.db, PAID, [
    tx.tenantId,
    order.id,
    effects.newLines?.lines ?? '[]',
    effects.newLines?.modifiers ?? '[]',
    effects.newLines?.taxes ?? '[]',
    JSON.stringify(paymentRows),
    tx.userId,
    shift && cashTaken.gt(0) ? shift.id : null,
    new Decimal(cashTaken.toFixed(2)).toFixed(4),
    paidAt.toISOString(),
    JSON.stringify(effects.commissions),
    paid.toFixed(4),
    rows.reduce((s, r) => s.plus(r.change), new Decimal(0)).toFixed(4),
    rows.reduce((s, r) => s.plus(r.fee), new Decimal(0)).toFixed(4),
    points.toFixed(4),
    pointsValue.toFixed(4),
    credit.toFixed(4),
    effects.costTotal,
    pointsEarned,
    pay.exception ? 'unreviewed' : 'none',
    pay.exception ?? '',
    shift?.id ?? null,
  ]);
  // The worker adds it to the report aggregates once this commits (ledgers/aggregate-queue.ts).
  await queueForAggregates(tx, order.id);
}
