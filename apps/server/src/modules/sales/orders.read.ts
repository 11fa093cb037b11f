// Reading receipts: the detail and the lists of the POS (the till's store; own receipts unless 'viewAllData'),
// of the back office (the caller's stores) and of the kitchen and customer displays (their store).
import { Err, type OrderDetail, type OrderListQuery, type OrderRow } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, asc, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { members, orders, stores, users } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { containsPattern, orderFor, pageWindow } from '../../platform/list';
import { storeScope } from '../../platform/scope';
import { run, statement } from '../../platform/statements';
import { notWaitingForPayment } from '../../platform/table-orders';
import { LOCK_MS } from './order-writes';

const s2 = (v: string) => new Decimal(v).toFixed(2);
const s4 = (v: string) => new Decimal(v).toFixed(4);

const rowSelect = {
  o: orders,
  storeName: stores.name,
  staffName: sql<string>`coalesce(${users.name}, '')`,
  memberName: sql<string>`coalesce(${members.name}, '')`,
};

function rowsQuery<E extends Record<string, SQL.Aliased | SQL>>(
  ctx: TenantCtx,
  where: SQL | undefined,
  extra: E = {} as E,
) {
  return ctx.db
    .select({ ...rowSelect, ...extra })
    .from(orders)
    .innerJoin(stores, and(eq(stores.tenantId, orders.tenantId), eq(stores.id, orders.storeId)))
    .leftJoin(users, and(eq(users.tenantId, orders.tenantId), eq(users.id, orders.staffId)))
    .leftJoin(members, and(eq(members.tenantId, orders.tenantId), eq(members.id, orders.memberId)))
    .where(and(eq(orders.tenantId, ctx.tenantId), where));
}

/** What a receipt's row and detail show of the order. */
type ShownOrder = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'clientId'
  | 'number'
  | 'kind'
  | 'refundOfId'
  | 'storeId'
  | 'channel'
  | 'status'
  | 'onlineState'
  | 'orderTypeName'
  | 'tableLabel'
  | 'memberId'
  | 'staffId'
  | 'goodsTotal'
  | 'lineDiscountTotal'
  | 'orderDiscount'
  | 'taxIncluded'
  | 'taxAdded'
  | 'total'
  | 'paidTotal'
  | 'exception'
  | 'ticketChecked'
  | 'lockedBySession'
  | 'lockedAt'
  | 'orderedAt'
  | 'paidAt'
  | 'guests'
  | 'note'
  | 'exceptionReason'
  | 'deliveryFee'
  | 'costTotal'
  | 'changeTotal'
  | 'pointsEarned'
  | 'pointsRedeemed'
  | 'creditAmount'
>;

type Joined = { o: ShownOrder; storeName: string; staffName: string; memberName: string };

function toRow({ o, storeName, staffName, memberName }: Joined): OrderRow {
  return {
    id: o.id,
    clientId: o.clientId,
    number: o.number,
    kind: o.kind,
    refundOfId: o.refundOfId,
    storeId: o.storeId,
    storeName,
    channel: o.channel,
    status: o.status,
    onlineState: o.onlineState,
    orderTypeName: o.orderTypeName,
    tableLabel: o.tableLabel,
    memberId: o.memberId,
    memberName,
    staffId: o.staffId,
    staffName,
    goodsTotal: s2(o.goodsTotal),
    discountTotal: s2(new Decimal(o.lineDiscountTotal).plus(o.orderDiscount).toString()),
    taxTotal: s2(new Decimal(o.taxIncluded).plus(o.taxAdded).toString()),
    total: s2(o.total),
    paidTotal: s2(o.paidTotal),
    exception: o.exception,
    ticketChecked: o.ticketChecked,
    locked: o.lockedBySession !== null && o.lockedAt !== null && Date.now() - o.lockedAt.getTime() < LOCK_MS,
    orderedAt: o.orderedAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
  };
}

/** A JSON array of the receipt's rows of `table` (alias x, in `order`) as `fields`; numbers as text (exact). */
const jsonRows = (table: string, fields: Record<string, string>, order: string) =>
  `coalesce((select json_agg(json_build_object(${Object.entries(fields)
    .map(([name, column]) => `'${name}', x.${column}`)
    .join(', ')}) order by x.${order}) from ${table} x
    where x.tenant_id = "orders"."tenant_id" and x.order_id = "orders"."id"), '[]'::json)`;

interface LineJson {
  id: number;
  productId: number;
  variantId: number | null;
  name: string;
  variantName: string;
  quantity: string;
  refundedQuantity: string;
  unitPrice: string;
  gross: string;
  lineDiscount: string;
  orderDiscountShare: string;
  net: string;
  taxIncluded: string;
  taxAdded: string;
  cost: string;
}
interface ModifierJson {
  lineId: number;
  itemId: number;
  name: string;
  unitPrice: string;
  quantity: string;
}
interface PaymentJson {
  paymentMethodId: number | null;
  name: string;
  amount: string;
  fee: string;
  change: string;
}

const LINES_JSON = jsonRows(
  'order_lines',
  {
    id: 'id',
    productId: 'product_id',
    variantId: 'variant_id',
    name: 'name',
    variantName: 'variant_name',
    quantity: 'quantity::text',
    refundedQuantity: 'refunded_quantity::text',
    unitPrice: 'unit_price::text',
    gross: 'gross::text',
    lineDiscount: 'line_discount::text',
    orderDiscountShare: 'order_discount_share::text',
    net: 'net::text',
    taxIncluded: 'tax_included::text',
    taxAdded: 'tax_added::text',
    cost: 'cost::text',
  },
  'position',
);
const MODIFIERS_JSON = jsonRows(
  'order_line_modifiers',
  { lineId: 'line_id', itemId: 'item_id', name: 'name', unitPrice: 'unit_price::text', quantity: 'quantity::text' },
  'id',
);
const PAYMENTS_JSON = jsonRows(
  'order_payments',
  {
    paymentMethodId: 'payment_method_id',
    name: 'name',
    amount: 'amount::text',
    fee: 'fee::text',
    change: 'change::text',
  },
  'id',
);
const LINES = sql.raw(LINES_JSON);
const MODIFIERS = sql.raw(MODIFIERS_JSON);
const PAYMENTS = sql.raw(PAYMENTS_JSON);

/** The order's columns `ShownOrder` holds, as JSON (numbers as text, times as ISO strings). */
const SHOWN = `json_build_object('id', o.id, 'clientId', o.client_id, 'number', o.number, 'kind', o.kind,
  'refundOfId', o.refund_of_id, 'storeId', o.store_id, 'channel', o.channel, 'status', o.status,
  'onlineState', o.online_state, 'orderTypeName', o.order_type_name, 'tableLabel', o.table_label,
  'memberId', o.member_id, 'staffId', o.staff_id, 'goodsTotal', o.goods_total::text,
  'lineDiscountTotal', o.line_discount_total::text, 'orderDiscount', o.order_discount::text,
  'taxIncluded', o.tax_included::text, 'taxAdded', o.tax_added::text, 'total', o.total::text,
  'paidTotal', o.paid_total::text, 'exception', o.exception, 'ticketChecked', o.ticket_checked,
  'lockedBySession', o.locked_by_session, 'lockedAt', o.locked_at, 'orderedAt', o.ordered_at, 'paidAt', o.paid_at,
  'guests', o.guests, 'note', o.note, 'exceptionReason', o.exception_reason, 'deliveryFee', o.delivery_fee::text,
  'costTotal', o.cost_total::text, 'changeTotal', o.change_total::text, 'pointsEarned', o.points_earned::text,
  'pointsRedeemed', o.points_redeemed::text, 'creditAmount', o.credit_amount::text)`.replace(/\bo\./g, '"orders".');

/** `orderDetail` without a condition, as one prepared statement ($1 tenant, $2 receipt): the answer of every write. */
const DETAIL = statement(
  'order_detail',
  `select ${SHOWN} as o, s.name as "storeName", coalesce(u.name, '') as "staffName",
          coalesce(mb.name, '') as "memberName",
          ${LINES_JSON} as lines, ${MODIFIERS_JSON} as mods, ${PAYMENTS_JSON} as pays
     from orders as "orders"
     join stores s on s.tenant_id = "orders".tenant_id and s.id = "orders".store_id
     left join users u on u.tenant_id = "orders".tenant_id and u.id = "orders".staff_id
     left join members mb on mb.tenant_id = "orders".tenant_id and mb.id = "orders".member_id
    where "orders".tenant_id = $1::bigint and "orders".id = $2::bigint`,
);

type JsonOrder = Omit<ShownOrder, 'lockedAt' | 'orderedAt' | 'paidAt'> & {
  lockedAt: string | null;
  orderedAt: string;
  paidAt: string | null;
};

/** The receipt with lines and payments, in one statement; 20067 when it is not found under `where`. */
export async function orderDetail(ctx: TenantCtx, id: number, where?: SQL): Promise<OrderDetail> {
  const [found] = where
    ? await rowsQuery(ctx, and(eq(orders.id, id), where), {
        lines: sql<LineJson[]>`${LINES}`,
        mods: sql<ModifierJson[]>`${MODIFIERS}`,
        pays: sql<PaymentJson[]>`${PAYMENTS}`,
      })
    : (
        await run<Omit<Joined, 'o'> & { o: JsonOrder; lines: LineJson[]; mods: ModifierJson[]; pays: PaymentJson[] }>(
          ctx.db,
          DETAIL,
          [ctx.tenantId, id],
        )
      ).map(({ o, ...rest }) => ({
        ...rest,
        o: {
          ...o,
          lockedAt: o.lockedAt === null ? null : new Date(o.lockedAt),
          orderedAt: new Date(o.orderedAt),
          paidAt: o.paidAt === null ? null : new Date(o.paidAt),
        },
      }));
  if (!found) throw new AppError(Err.ORDER_MISSING);
  const { o, lines, mods, pays } = found;
  return {
    ...toRow(found),
    guests: o.guests,
    note: o.note,
    exceptionReason: o.exceptionReason,
    lineDiscountTotal: s2(o.lineDiscountTotal),
    orderDiscount: s2(o.orderDiscount),
    taxIncluded: s2(o.taxIncluded),
    taxAdded: s2(o.taxAdded),
    deliveryFee: s2(o.deliveryFee),
    costTotal: s4(o.costTotal),
    changeTotal: s2(o.changeTotal),
    pointsEarned: s4(o.pointsEarned),
    pointsRedeemed: s4(o.pointsRedeemed),
    creditAmount: s2(o.creditAmount),
    lines: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      variantId: l.variantId,
      name: l.name,
      variantName: l.variantName,
      quantity: s4(l.quantity),
      refundedQuantity: s4(l.refundedQuantity),
      unitPrice: s2(l.unitPrice),
      modifiers: mods
        .filter((m) => m.lineId === l.id)
        .map((m) => ({ itemId: m.itemId, name: m.name, unitPrice: s2(m.unitPrice), quantity: s4(m.quantity) })),
      gross: s2(l.gross),
      discount: s2(new Decimal(l.lineDiscount).plus(l.orderDiscountShare).toString()),
      net: s2(l.net),
      tax: s2(new Decimal(l.taxIncluded).plus(l.taxAdded).toString()),
      cost: s4(l.cost),
    })),
    payments: pays.map((p) => ({
      paymentMethodId: p.paymentMethodId ?? 0,
      name: p.name,
      amount: s2(p.amount),
      fee: s2(p.fee),
      change: s2(p.change),
    })),
  };
}

/** The list's order ('-orderedAt' by default), the newest id first among equals. */
const listOrder = (sort: string | undefined) =>
  orderFor(
    sort,
    { orderedAt: orders.orderedAt, total: orders.total },
    { id: orders.id, idOrder: 'desc', fallback: '-orderedAt' },
  );

function filtersOf(q: OrderListQuery): SQL | undefined {
  return and(
    q.startTime !== undefined ? gte(orders.orderedAt, new Date(q.startTime * 1000)) : undefined,
    q.endTime !== undefined ? lt(orders.orderedAt, new Date(q.endTime * 1000)) : undefined,
    q.storeId ? eq(orders.storeId, q.storeId) : undefined,
    q.status ? eq(orders.status, q.status) : undefined,
    q.kind ? eq(orders.kind, q.kind) : undefined,
    q.channel ? eq(orders.channel, q.channel) : undefined,
    q.staffId ? eq(orders.staffId, q.staffId) : undefined,
    q.exception ? eq(orders.exception, q.exception) : undefined,
    q.keyword ? ilike(orders.number, containsPattern(q.keyword)) : undefined,
  );
}

async function listWhere(ctx: TenantCtx, q: OrderListQuery, scope: SQL | undefined) {
  const where = and(scope, filtersOf(q));
  const { limit, offset } = pageWindow(q);
  const [rows, [count]] = await Promise.all([
    rowsQuery(ctx, where)
      .orderBy(...listOrder(q.sort))
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.tenantId, ctx.tenantId), where)),
  ]);
  return { list: rows.map(toRow), total: count.n };
}

/** The POS: receipts of the till's store; only the caller's own unless the role may view all data. */
const appScope = (ctx: TenantCtx) => {
  const app = ctx.app;
  if (!app) throw new AppError(Err.NO_PERMISSION);
  // Without "view all data" a till sees its own receipts and the table orders guests placed by QR code (no staff).
  const own = or(eq(orders.staffId, ctx.userId), eq(orders.channel, 'qr'));
  return and(eq(orders.storeId, app.storeId), app.permissions.viewAllData ? undefined : own);
};

export const appList = (ctx: TenantCtx, q: OrderListQuery) => listWhere(ctx, q, appScope(ctx));
export const appDetail = (ctx: TenantCtx, id: number) =>
  orderDetail(ctx, id, eq(orders.storeId, ctx.app?.storeId ?? 0));

/** The back office: the caller's stores; another tenant's or an unseen store's receipt is missing (20067). */
export const officeList = (ctx: TenantCtx, q: OrderListQuery) => listWhere(ctx, q, storeScope(ctx, orders.storeId));
export const officeDetail = (ctx: TenantCtx, id: number) => orderDetail(ctx, id, storeScope(ctx, orders.storeId));

/** How long a paid receipt stays on the customer display. */
const CUSTOMER_DISPLAY_MS = 5 * 60_000;

/**
 * Kitchen display: the store's receipts of the last 24 h not cancelled and not checked, oldest first, with lines.
 * Customer display: the store's most recent receipt (unpaid, or paid in the last few minutes) with lines and totals.
 */
export async function deviceOrders(ctx: TenantCtx): Promise<{ list: OrderDetail[] }> {
  const device = ctx.device;
  if (!device) throw new AppError(Err.NO_PERMISSION);
  const store = and(eq(orders.storeId, device.storeId), eq(orders.kind, 'sale'));
  let ids: number[];
  if (device.kind === 'kitchen') {
    const rows = await rowsQuery(
      ctx,
      and(
        store,
        ne(orders.status, 'cancelled'),
        eq(orders.ticketChecked, false),
        gte(orders.orderedAt, new Date(Date.now() - 86_400_000)),
        notWaitingForPayment(),
      ),
    )
      .orderBy(asc(orders.orderedAt), asc(orders.id))
      .limit(200);
    ids = rows.map((r) => r.o.id);
  } else {
    const rows = await rowsQuery(
      ctx,
      and(
        store,
        or(
          eq(orders.status, 'unpaid'),
          and(eq(orders.status, 'paid'), gte(orders.paidAt, new Date(Date.now() - CUSTOMER_DISPLAY_MS))),
        ),
      ),
    )
      .orderBy(desc(orders.updatedAt), desc(orders.id))
      .limit(1);
    ids = rows.map((r) => r.o.id);
  }
  const list: OrderDetail[] = [];
  for (const id of ids) list.push(await orderDetail(ctx, id, inArray(orders.storeId, [device.storeId])));
  return { list };
}

/** True when the store has any receipt (history: the store is then not deleted). */
export async function storeHasReceipts(ctx: TenantCtx, storeId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tenantId, ctx.tenantId), eq(orders.storeId, storeId)))
    .limit(1);
  return Boolean(row);
}
