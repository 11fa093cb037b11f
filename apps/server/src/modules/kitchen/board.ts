// The kitchen display's board: the store's orders still to cook, as tickets, oldest first.
import {
  KITCHEN_MAX_TICKETS,
  KITCHEN_WINDOW_HOURS,
  type KitchenBoard,
  type KitchenLine,
  ORDER_DURATION_DEFAULTS,
} from '@tillbook/contract';
import { and, asc, desc, eq, exists, gte, inArray, isNull, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import {
  kitchenBumpLines,
  kitchenBumps,
  orderDurationSettings,
  orderLineModifiers,
  orderLines,
  orders,
} from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { notWaitingForPayment } from '../../platform/table-orders';
import { kitchenDevice, type Station, stationLines, stationOf, storeStations } from './station';

/**
 * The orders of the device's store a kitchen prepares: sales of the last KITCHEN_WINDOW_HOURS not cancelled and whose
 * ticket the POS has not checked; an online order only while it is being prepared; a table order of a "pay first"
 * table only once it is paid.
 */
export function preparing(ctx: TenantCtx, now = Date.now()): SQL {
  const device = kitchenDevice(ctx);
  return and(
    eq(orders.tenantId, ctx.tenantId),
    eq(orders.storeId, device.storeId),
    eq(orders.kind, 'sale'),
    ne(orders.status, 'cancelled'),
    eq(orders.ticketChecked, false),
    gte(orders.orderedAt, new Date(now - KITCHEN_WINDOW_HOURS * 3_600_000)),
    or(ne(orders.channel, 'online'), eq(orders.onlineState, 'preparing')),
    notWaitingForPayment(),
  ) as SQL;
}

/** A line with no bump that is not recalled. */
export const notBumped = (ctx: TenantCtx) =>
  notExists(
    ctx.db
      .select({ one: sql`1` })
      .from(kitchenBumpLines)
      .where(
        and(
          eq(kitchenBumpLines.tenantId, ctx.tenantId),
          eq(kitchenBumpLines.lineId, orderLines.id),
          isNull(kitchenBumpLines.recalledAt),
        ),
      ),
  );

/** The ids of the orders with a line of the station still to cook, oldest first. */
async function openTicketIds(ctx: TenantCtx, station: Station | null): Promise<number[]> {
  const pending = ctx.db
    .select({ one: sql`1` })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.tenantId, ctx.tenantId),
        eq(orderLines.orderId, orders.id),
        stationLines(station),
        notBumped(ctx),
      ),
    );
  const rows = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(preparing(ctx), exists(pending)))
    .orderBy(asc(orders.orderedAt), asc(orders.id))
    .limit(KITCHEN_MAX_TICKETS);
  return rows.map((r) => r.id);
}

async function ticketsOf(ctx: TenantCtx, ids: number[], station: Station | null): Promise<KitchenBoard['tickets']> {
  if (ids.length === 0) return [];
  const inTickets = <T extends typeof orders.id | typeof orderLines.orderId | typeof orderLineModifiers.orderId>(
    c: T,
  ) => inArray(c, ids);
  const [heads, lines, mods] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, ctx.tenantId), inTickets(orders.id))),
    ctx.db
      .select({ line: orderLines, bumpedAt: kitchenBumpLines.bumpedAt })
      .from(orderLines)
      .leftJoin(
        kitchenBumpLines,
        and(
          eq(kitchenBumpLines.tenantId, orderLines.tenantId),
          eq(kitchenBumpLines.lineId, orderLines.id),
          isNull(kitchenBumpLines.recalledAt),
        ),
      )
      .where(and(eq(orderLines.tenantId, ctx.tenantId), inTickets(orderLines.orderId), stationLines(station)))
      .orderBy(asc(orderLines.position), asc(orderLines.id)),
    ctx.db
      .select()
      .from(orderLineModifiers)
      .where(and(eq(orderLineModifiers.tenantId, ctx.tenantId), inTickets(orderLineModifiers.orderId)))
      .orderBy(asc(orderLineModifiers.id)),
  ]);
  const byOrder = new Map<number, KitchenLine[]>();
  for (const { line, bumpedAt } of lines) {
    const list = byOrder.get(line.orderId) ?? [];
    list.push({
      lineId: line.id,
      name: line.name,
      variantName: line.variantName,
      quantity: line.quantity,
      modifiers: mods.filter((m) => m.lineId === line.id).map((m) => ({ name: m.name, quantity: m.quantity })),
      bumpedAt: bumpedAt?.toISOString() ?? null,
    });
    byOrder.set(line.orderId, list);
  }
  const head = new Map(heads.map((o) => [o.id, o]));
  return ids.flatMap((id) => {
    const o = head.get(id);
    if (!o) return [];
    return [
      {
        orderId: o.id,
        number: o.number,
        channel: o.channel,
        orderTypeName: o.orderTypeName,
        tableLabel: o.tableLabel,
        note: o.note,
        orderedAt: o.orderedAt.toISOString(),
        lines: byOrder.get(o.id) ?? [],
      },
    ];
  });
}

/** The merchant's order duration (§9), or the defaults until it is saved. */
async function orderDuration(ctx: TenantCtx): Promise<KitchenBoard['orderDuration']> {
  const [row] = await ctx.db
    .select({ enabled: orderDurationSettings.enabled, minutes: orderDurationSettings.minutes })
    .from(orderDurationSettings)
    .where(eq(orderDurationSettings.tenantId, ctx.tenantId));
  return row ?? ORDER_DURATION_DEFAULTS;
}

/** The device's last bump that a recall would bring back. */
async function lastBump(ctx: TenantCtx): Promise<KitchenBoard['lastBump']> {
  const device = kitchenDevice(ctx);
  const [row] = await ctx.db
    .select({ orderId: kitchenBumps.orderId, number: orders.number })
    .from(kitchenBumps)
    .innerJoin(orders, and(eq(orders.tenantId, kitchenBumps.tenantId), eq(orders.id, kitchenBumps.orderId)))
    .where(
      and(
        eq(kitchenBumps.tenantId, ctx.tenantId),
        eq(kitchenBumps.deviceId, device.id),
        isNull(kitchenBumps.recalledAt),
      ),
    )
    .orderBy(desc(kitchenBumps.id))
    .limit(1);
  return row ?? null;
}

/** POST /m/device/kitchen/board: see `KitchenBoard` in the contract. */
export async function kitchenBoard(ctx: TenantCtx): Promise<KitchenBoard> {
  const station = await stationOf(ctx);
  const ids = await openTicketIds(ctx, station);
  const [tickets, stations, duration, last] = await Promise.all([
    ticketsOf(ctx, ids, station),
    storeStations(ctx),
    orderDuration(ctx),
    lastBump(ctx),
  ]);
  return {
    tickets,
    station: station ? { id: station.id, name: station.name } : null,
    stations,
    orderDuration: duration,
    lastBump: last,
    serverTime: new Date().toISOString(),
  };
}
