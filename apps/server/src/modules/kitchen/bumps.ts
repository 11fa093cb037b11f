// Bumping (a line or a whole ticket off the board, recorded with the time and the device) and recalling the
// device's last bump.
import { Err, type KitchenBumpBody, type KitchenBumpResult, type KitchenRecallResult } from '@tillbook/contract';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { kitchenBumpLines, kitchenBumps, orderLines, orders } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { notBumped, preparing } from './board';
import { kitchenDevice, stationLines, stationOf } from './station';

/**
 * Bumps the given lines of a ticket, or every line of it the station cooks. Another store's or merchant's order, or one
 * no longer to prepare, is missing (20067); no line left to bump answers 1019. Two screens bumping the same line at
 * once write it once (the live-bump unique index); the one that finds nothing left answers 1019.
 */
export async function bump(ctx: TenantCtx, b: KitchenBumpBody): Promise<KitchenBumpResult> {
  const device = kitchenDevice(ctx);
  const station = await stationOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const [order] = await tx.db
      .select({ id: orders.id, orderedAt: orders.orderedAt })
      .from(orders)
      .where(and(preparing(tx), eq(orders.id, b.orderId)));
    if (!order) throw new AppError(Err.ORDER_MISSING);
    const lines = await tx.db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(
        and(
          eq(orderLines.tenantId, tx.tenantId),
          eq(orderLines.orderId, order.id),
          b.lineIds ? inArray(orderLines.id, b.lineIds) : undefined,
          stationLines(station),
          notBumped(tx),
        ),
      )
      .orderBy(orderLines.position, orderLines.id);
    if (lines.length === 0) throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
    const bumpedAt = new Date();
    const [row] = await tx.db
      .insert(kitchenBumps)
      .values({
        tenantId: tx.tenantId,
        storeId: device.storeId,
        deviceId: device.id,
        orderId: order.id,
        kind: b.lineIds ? 'line' : 'ticket',
        bumpedAt,
      })
      .returning({ id: kitchenBumps.id });
    const written = await tx.db
      .insert(kitchenBumpLines)
      .values(
        lines.map((l) => ({
          tenantId: tx.tenantId,
          bumpId: row.id,
          storeId: device.storeId,
          orderId: order.id,
          lineId: l.id,
          orderedAt: order.orderedAt,
          bumpedAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ lineId: kitchenBumpLines.lineId });
    // Another screen bumped them all in the meantime: nothing of this bump is kept.
    if (written.length === 0) throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
    return { bumpId: row.id, lineIds: written.map((w) => w.lineId) };
  });
}

/** Brings back the device's last bump that is not recalled yet (1019 when there is none). */
export async function recall(ctx: TenantCtx): Promise<KitchenRecallResult> {
  const device = kitchenDevice(ctx);
  return inTransaction(ctx, async (tx) => {
    const [last] = await tx.db
      .select({ id: kitchenBumps.id, orderId: kitchenBumps.orderId })
      .from(kitchenBumps)
      .where(
        and(
          eq(kitchenBumps.tenantId, tx.tenantId),
          eq(kitchenBumps.deviceId, device.id),
          isNull(kitchenBumps.recalledAt),
        ),
      )
      .orderBy(desc(kitchenBumps.id))
      .limit(1)
      .for('no key update');
    if (!last) throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
    const now = new Date();
    await tx.db
      .update(kitchenBumps)
      .set({ recalledAt: now })
      .where(and(eq(kitchenBumps.tenantId, tx.tenantId), eq(kitchenBumps.id, last.id)));
    const lines = await tx.db
      .update(kitchenBumpLines)
      .set({ recalledAt: now })
      .where(
        and(
          eq(kitchenBumpLines.tenantId, tx.tenantId),
          eq(kitchenBumpLines.bumpId, last.id),
          isNull(kitchenBumpLines.recalledAt),
        ),
      )
      .returning({ lineId: kitchenBumpLines.lineId });
    return { orderId: last.orderId, lineIds: lines.map((l) => l.lineId) };
  });
}
