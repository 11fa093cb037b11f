import type { MemberRow, OrderUploadBody, PaymentInput } from '@tillbook/contract';
import Decimal from 'decimal.js';
import type { Api } from './api';
import { type Cart, cashTendered, fillCart } from './cart';
import type { DemoMember, DemoMerchant, DemoStaff, DemoStore } from './model';
import type { PosClient } from './pos';
import { uploadLines } from './pricing';
import type { Random } from './random';

/** The part of a receipt answer the demo reads (contract `OrderDetail`). */
export interface UploadedOrder {
  id: number;
  total?: string;
  lines?: { id: number; quantity: string }[];
}

/** A receipt rung up today: what the end of the day settles (open tickets) or a later day refunds. */
export interface RungUp {
  order: UploadedOrder;
  staff: DemoStaff;
  total: string;
  /** When it was rung up (unix seconds): an open ticket is paid later, a refund comes days after. */
  orderedAt: number;
  /** Paid with payment methods only (no points or credit): refundable without touching a member's balances. */
  plain: boolean;
  open: boolean;
}

/** Where the order comes from and how it is served. */
function orderSetting(rnd: Random, store: DemoStore, m: DemoMerchant) {
  const sitDown = store.tables.length > 0;
  const channel =
    store.outlet === 'truck'
      ? 'pos'
      : rnd.weighted([
          ['pos', 88],
          ['qr', sitDown && store.outlet !== 'bar' ? 7 : 0],
          ['online', store.outlet === 'bar' ? 0 : 5],
        ] as const);
  if (channel === 'online')
    return { channel, orderTypeId: rnd.chance(0.6) ? m.orderTypes.delivery : m.orderTypes.pickUp };
  const dineIn = channel === 'qr' || (sitDown && rnd.chance(store.outlet === 'bar' ? 0.85 : 0.6));
  if (!dineIn) return { channel, orderTypeId: rnd.chance(0.75) ? m.orderTypes.takeaway : m.orderTypes.pickUp } as const;
  const table = rnd.pick(store.tables);
  return {
    channel,
    orderTypeId: m.orderTypes.dineIn,
    tableId: table.id,
    guests: rnd.int(1, Math.min(table.seats, 4)),
  } as const;
}

/** A member's balances right now (the back office's member detail). */
const memberNow = (api: Api, m: DemoMerchant, member: DemoMember) =>
  api.call<MemberRow>('/member/detail', { id: member.id }, m.bossToken);

interface Settlement {
  payments: PaymentInput[];
  pointsRedeemed?: string;
  creditAmount?: string;
  plain: boolean;
}

/** How the customer pays `total`: a tab (credit), points and card, cash with change, card, wallet, or cash and card. */
async function settle(
  rnd: Random,
  api: Api,
  m: DemoMerchant,
  total: string,
  member: DemoMember | undefined,
  staff: DemoStaff,
  channel: string,
): Promise<Settlement> {
  const t = new Decimal(total);
  const none = { payments: [], plain: true };
  if (t.isZero()) return none;
  if (member?.onCredit && staff.role === 'manager' && rnd.chance(0.5)) {
    const now = await memberNow(api, m, member);
    if (t.plus(now.creditBalance).lessThanOrEqualTo(member.creditLimit))
      return { ...none, creditAmount: t.toFixed(2), plain: false };
  }
  if (member && rnd.chance(0.3)) {
    const now = await memberNow(api, m, member);
    const value = new Decimal(m.points.pointValue);
    const balance = new Decimal(now.pointsBalance).floor();
    const cap = t.times(m.points.maxRedeemPercent).dividedBy(100).dividedBy(value).floor();
    const points = Decimal.min(balance, cap);
    if (balance.greaterThanOrEqualTo(m.points.minRedeemPoints) && points.greaterThan(0)) {
      const rest = t.minus(points.times(value).toDecimalPlaces(2));
      const payments = rest.greaterThan(0) ? [{ paymentMethodId: m.payment.card, amount: rest.toFixed(2) }] : [];
      return { payments, pointsRedeemed: points.toFixed(0), plain: false };
    }
  }
  const how =
    channel === 'pos'
      ? rnd.weighted([
          ['cash', 35],
          ['card', 48],
          ['wallet', 12],
          ['split', t.greaterThan(10) ? 5 : 0],
        ] as const)
      : rnd.weighted([
          ['card', 70],
          ['wallet', 30],
        ] as const);
  const plain = !member;
  if (how === 'card' || how === 'wallet')
    return { payments: [{ paymentMethodId: m.payment[how], amount: t.toFixed(2) }], plain };
  const cash = how === 'split' ? t.dividedBy(2).toDecimalPlaces(0, Decimal.ROUND_DOWN) : t;
  const tendered = cashTendered(rnd, cash.toFixed(2));
  const payments: PaymentInput[] = [
    { paymentMethodId: m.payment.cash, amount: cash.toFixed(2), ...(tendered ? { tendered } : {}) },
  ];
  if (how === 'split') payments.push({ paymentMethodId: m.payment.card, amount: t.minus(cash).toFixed(2) });
  return { payments, plain };
}

const NOTES = ['No onions', 'Allergy: nuts', 'Extra napkins', 'Birthday, candle on dessert', 'Well done'];

/**
 * One receipt uploaded by `staff` at `orderedAt`: what a customer of the store buys at that hour, paid at once or
 * left open (an open ticket the end of the day settles). Answers null when the server refused it (counted).
 */
export async function ringUp(
  rnd: Random,
  api: Api,
  pos: PosClient,
  m: DemoMerchant,
  store: DemoStore,
  staff: DemoStaff,
  orderedAt: number,
  hour: number,
): Promise<RungUp | null> {
  const setting = orderSetting(rnd, store, m);
  const member = rnd.chance(setting.channel === 'online' ? 0.7 : 0.25) ? rnd.pick(m.members) : undefined;
  const cart: Cart = fillCart(rnd, store, m.products, hour, setting.channel === 'pos' ? staff.role : 'waiter');
  const open = setting.channel === 'pos' && 'tableId' in setting && rnd.chance(0.05);
  const total = cart.priced.total;
  const pay = open ? null : await settle(rnd, api, m, total, member, staff, setting.channel);
  const body: OrderUploadBody = {
    clientId: rnd.clientId(),
    ...setting,
    memberId: member?.id ?? null,
    note: rnd.chance(0.04) ? rnd.pick(NOTES) : undefined,
    lines: uploadLines(cart.lines),
    orderDiscount: cart.orderDiscount ?? null,
    total,
    orderedAt,
    ...(pay ? { payments: pay.payments, pointsRedeemed: pay.pointsRedeemed, creditAmount: pay.creditAmount } : {}),
    exception: pay && rnd.chance(0.01) ? 'Card terminal offline: card taken on the backup reader' : undefined,
  };
  const order = await pos.call<UploadedOrder>('/app/order/upload', staff, store.id, body);
  if (!order) return null;
  pos.tally.receipts++;
  if (!open) pos.tally.paid++;
  return { order, staff, total, orderedAt, plain: pay?.plain ?? !member, open };
}

/**
 * Open tickets: most are paid (cash or card) when the table leaves, half an hour to an hour and a half after they
 * were rung up (at the latest just before closing, `lastCall`); a few are revoked by the manager.
 */
export async function settleOpenTickets(
  rnd: Random,
  api: Api,
  pos: PosClient,
  m: DemoMerchant,
  store: DemoStore,
  manager: DemoStaff | undefined,
  day: RungUp[],
  lastCall: number,
) {
  for (const r of day.filter((x) => x.open)) {
    const at = Math.max(r.orderedAt, Math.min(r.orderedAt + rnd.int(25, 95) * 60, lastCall));
    if (manager && rnd.chance(0.2)) {
      const reason = rnd.pick(['Customer left', 'Entered twice', 'Kitchen could not serve']);
      if (await pos.call('/app/order/cancel', manager, store.id, { id: r.order.id, reason, at })) {
        pos.tally.cancelled++;
        r.open = false;
      }
      continue;
    }
    const pay = await settle(rnd, api, m, r.total, undefined, r.staff, 'pos');
    if (await pos.call('/app/order/pay', r.staff, store.id, { id: r.order.id, payments: pay.payments, at })) {
      pos.tally.paid++;
      r.plain = true;
    }
    r.open = false;
  }
}

/** Sales that will come back: the store and the trading day (index) from which the customer returns. */
export type RefundQueue = { sale: RungUp; storeId: number; dueDay: number }[];

/** A few of the day's plain sales will come back one to six days later (the customer returns with the receipt). */
export function planRefunds(rnd: Random, queue: RefundQueue, storeId: number, dayIndex: number, day: RungUp[]) {
  for (const r of day) {
    if (r.open || !r.plain || !rnd.chance(0.015)) continue;
    queue.push({ sale: r, storeId, dueDay: dayIndex + rnd.int(1, 6) });
  }
}

/**
 * The returns due by this trading day of the store, given back by the manager during their shift (between `from`
 * and `to`): whole receipts, or one item of one line, restocked or thrown away.
 */
export async function refundDue(
  rnd: Random,
  pos: PosClient,
  store: DemoStore,
  manager: DemoStaff,
  queue: RefundQueue,
  today: { index: number; from: number; to: number },
) {
  const due = queue.filter((q) => q.storeId === store.id && q.dueDay <= today.index);
  for (const q of due) {
    queue.splice(queue.indexOf(q), 1);
    const line = q.sale.order.lines && rnd.chance(0.4) ? rnd.pick(q.sale.order.lines) : undefined;
    const body = {
      clientId: rnd.clientId(),
      orderId: q.sale.order.id,
      ...(line ? { lines: [{ lineId: line.id, quantity: '1' }] } : {}),
      restock: rnd.chance(0.5),
      reason: rnd.pick(['Wrong order', 'Cold food', 'Customer changed mind', 'Charged twice']),
      at: rnd.int(today.from, today.to),
    };
    if (await pos.call('/app/order/refund', manager, store.id, body)) pos.tally.refunds++;
  }
}
