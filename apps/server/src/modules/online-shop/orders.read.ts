// Reading online orders: the list with its filters, the detail with lines and state changes, and the poll a page
// calls every few seconds. An order is seen through its shop's store, as shops are.
import type {
  ListResult,
  OnlineOrderDetail,
  OnlineOrderFilters,
  OnlineOrderListQuery,
  OnlineOrderPoll,
  OnlineOrderPollBody,
  OnlineOrderRow,
  OnlineState,
} from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, asc, count, eq, gt, gte, lt, max, type SQL } from 'drizzle-orm';
import {
  onlineMembers,
  onlineOrderEvents,
  onlineOrders,
  onlineShops,
  orderLines,
  orders,
  users,
} from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { containsAny, orderFor, pageWindow } from '../../platform/list';
import { storeScope } from '../../platform/scope';
import { missing, money } from './shop-rows';

const oo = onlineOrders;

/** The online orders of the caller's tenant and stores. */
export const visibleOrders = (ctx: TenantCtx): SQL =>
  and(eq(oo.tenantId, ctx.tenantId), storeScope(ctx, oo.storeId)) as SQL;

/** The list's (and the export's) WHERE clause. */
export function orderWhere(ctx: TenantCtx, f: OnlineOrderFilters): SQL {
  return and(
    visibleOrders(ctx),
    f.shopId === undefined ? undefined : eq(oo.shopId, f.shopId),
    f.state === undefined ? undefined : eq(oo.state, f.state),
    f.fulfilment === undefined ? undefined : eq(oo.fulfilment, f.fulfilment),
    f.onlineMemberId === undefined ? undefined : eq(oo.onlineMemberId, f.onlineMemberId),
    f.startTime === undefined ? undefined : gte(oo.createdAt, new Date(f.startTime * 1000)),
    f.endTime === undefined ? undefined : lt(oo.createdAt, new Date(f.endTime * 1000)),
    containsAny([orders.number, oo.contactName, oo.phone], f.keyword),
  ) as SQL;
}

/** Online orders with their receipt, shop and member. */
export const ordersWithParts = (ctx: TenantCtx) =>
  ctx.db
    .select({
      o: oo,
      number: orders.number,
      total: orders.total,
      shopName: onlineShops.name,
      memberName: onlineMembers.name,
    })
    .from(oo)
    .innerJoin(orders, and(eq(orders.tenantId, oo.tenantId), eq(orders.id, oo.orderId)))
    .innerJoin(onlineShops, and(eq(onlineShops.tenantId, oo.tenantId), eq(onlineShops.id, oo.shopId)))
    .leftJoin(onlineMembers, and(eq(onlineMembers.tenantId, oo.tenantId), eq(onlineMembers.id, oo.onlineMemberId)));

type Parts = Awaited<ReturnType<ReturnType<typeof ordersWithParts>['where']>>[number];

export function toOrderRow(r: Parts): OnlineOrderRow {
  const o = r.o;
  return {
    id: o.id,
    orderId: o.orderId,
    number: r.number,
    shopId: o.shopId,
    shopName: r.shopName,
    storeId: o.storeId,
    state: o.state,
    fulfilment: o.fulfilment,
    payWay: o.payWay,
    onlineMemberId: o.onlineMemberId,
    memberName: r.memberName ?? '',
    contactName: o.contactName,
    areaCode: o.areaCode,
    phone: o.phone,
    address: o.address,
    total: money(new Decimal(r.total).minus(o.deliveryFee).toString()),
    deliveryFee: money(o.deliveryFee),
    amount: money(o.amount),
    slotStart: o.slotStart?.toISOString() ?? null,
    note: o.note,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

export async function listOrders(ctx: TenantCtx, q: OnlineOrderListQuery): Promise<ListResult<OnlineOrderRow>> {
  const where = orderWhere(ctx, q);
  const { limit, offset } = pageWindow(q);
  const rows = await ordersWithParts(ctx)
    .where(where)
    .orderBy(
      ...orderFor(
        q.sort,
        { createdAt: oo.createdAt, amount: oo.amount },
        { id: oo.id, idOrder: 'follow', fallback: '-createdAt' },
      ),
    )
    .limit(limit)
    .offset(offset);
  const [{ total }] = await ctx.db
    .select({ total: count() })
    .from(oo)
    .innerJoin(orders, and(eq(orders.tenantId, oo.tenantId), eq(orders.id, oo.orderId)))
    .where(where);
  return { list: rows.map(toOrderRow), total };
}

export async function orderDetail(ctx: TenantCtx, id: number): Promise<OnlineOrderDetail> {
  const [row] = await ordersWithParts(ctx).where(and(visibleOrders(ctx), eq(oo.id, id)));
  if (!row) throw missing();
  const [lines, events, refunds] = await Promise.all([
    ctx.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.tenantId, ctx.tenantId), eq(orderLines.orderId, row.o.orderId)))
      .orderBy(orderLines.position),
    ctx.db
      .select({ e: onlineOrderEvents, userName: users.name })
      .from(onlineOrderEvents)
      .leftJoin(users, and(eq(users.tenantId, onlineOrderEvents.tenantId), eq(users.id, onlineOrderEvents.userId)))
      .where(and(eq(onlineOrderEvents.tenantId, ctx.tenantId), eq(onlineOrderEvents.onlineOrderId, id)))
      .orderBy(asc(onlineOrderEvents.id)),
    ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.tenantId, ctx.tenantId), eq(orders.refundOfId, row.o.orderId)))
      .limit(1),
  ]);
  return {
    ...toOrderRow(row),
    lines: lines.map((l) => ({
      name: l.name,
      variantName: l.variantName,
      quantity: new Decimal(l.quantity).toString(),
      unitPrice: money(l.unitPrice),
      net: money(l.net),
      total: money(new Decimal(l.net).plus(l.taxAdded).toString()),
    })),
    events: events.map((r) => ({
      from: r.e.fromState as OnlineState | null,
      to: r.e.toState as OnlineState,
      userId: r.e.userId,
      userName: r.userName ?? '',
      at: r.e.at.toISOString(),
    })),
    refundOrderId: refunds[0]?.id ?? null,
  };
}

/** New orders after the client's cursor (oldest first, at most 50), the next cursor and the unpaid count. */
export async function pollOrders(ctx: TenantCtx, b: OnlineOrderPollBody): Promise<OnlineOrderPoll> {
  const scope = and(visibleOrders(ctx), b.shopId ? eq(oo.shopId, b.shopId) : undefined) as SQL;
  const [{ last }] = await ctx.db
    .select({ last: max(oo.id) })
    .from(oo)
    .where(scope);
  const [{ unpaid }] = await ctx.db
    .select({ unpaid: count() })
    .from(oo)
    .where(and(scope, eq(oo.state, 'unpaid')));
  if (b.after === undefined) return { cursor: Number(last ?? 0), orders: [], unpaid };
  const rows = await ordersWithParts(ctx)
    .where(and(scope, gt(oo.id, b.after)))
    .orderBy(asc(oo.id))
    .limit(50);
  const list = rows.map(toOrderRow);
  return { cursor: list.length ? list[list.length - 1].id : b.after, orders: list, unpaid };
}
