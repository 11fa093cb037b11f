// The printer group (station) a kitchen display cooks for: it narrows the board to the lines of its categories. The
// device picks it on its screen, or the back office sets it with the device.
import { Err, type KitchenDeviceStation } from '@tillbook/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { devices, kitchenStations, orderLines, printerGroups } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { storeScope } from '../../platform/scope';

type DeviceRef = { id: number; storeId: number };

/** The signed-in kitchen display (the route's access has already checked the session kind). */
export function kitchenDevice(ctx: TenantCtx): NonNullable<TenantCtx['device']> {
  if (!ctx.device) throw new AppError(Err.NO_PERMISSION);
  return ctx.device;
}

export interface Station {
  id: number;
  name: string;
  categoryIds: number[];
}

/** The device's printer group, when it is bound to one of its store's groups (a group of another store is ignored). */
export async function stationOf(ctx: TenantCtx, device: DeviceRef = kitchenDevice(ctx)): Promise<Station | null> {
  const [row] = await ctx.db
    .select({ id: printerGroups.id, name: printerGroups.name, categoryIds: printerGroups.categoryIds })
    .from(kitchenStations)
    .innerJoin(
      printerGroups,
      and(eq(printerGroups.tenantId, kitchenStations.tenantId), eq(printerGroups.id, kitchenStations.printerGroupId)),
    )
    .where(
      and(
        eq(kitchenStations.tenantId, ctx.tenantId),
        eq(kitchenStations.deviceId, device.id),
        eq(printerGroups.storeId, device.storeId),
      ),
    );
  return row ?? null;
}

/** The lines a station cooks: those of its categories (a group without categories cooks nothing); every line without. */
export function stationLines(station: Station | null): SQL | undefined {
  if (!station) return undefined;
  if (station.categoryIds.length === 0) return sql`false`;
  return inArray(orderLines.categoryId, station.categoryIds);
}

/** The store's printer groups, by name. */
export async function storeStations(ctx: TenantCtx, storeId = kitchenDevice(ctx).storeId) {
  return ctx.db
    .select({ id: printerGroups.id, name: printerGroups.name })
    .from(printerGroups)
    .where(and(eq(printerGroups.tenantId, ctx.tenantId), eq(printerGroups.storeId, storeId)))
    .orderBy(printerGroups.name, printerGroups.id);
}

/** Binds a kitchen display to one of its store's printer groups (20037 for any other), or to none. */
async function bind(ctx: TenantCtx, device: DeviceRef, printerGroupId: number | null): Promise<void> {
  const mine = and(eq(kitchenStations.tenantId, ctx.tenantId), eq(kitchenStations.deviceId, device.id));
  if (printerGroupId === null) {
    await ctx.db.delete(kitchenStations).where(mine);
    return;
  }
  const [group] = await ctx.db
    .select({ id: printerGroups.id })
    .from(printerGroups)
    .where(
      and(
        eq(printerGroups.tenantId, ctx.tenantId),
        eq(printerGroups.id, printerGroupId),
        eq(printerGroups.storeId, device.storeId),
      ),
    );
  if (!group) throw new AppError(Err.NO_DATA);
  await ctx.db
    .insert(kitchenStations)
    .values({ tenantId: ctx.tenantId, deviceId: device.id, printerGroupId })
    .onConflictDoUpdate({
      target: [kitchenStations.tenantId, kitchenStations.deviceId],
      set: { printerGroupId, updatedAt: new Date() },
    });
}

/** The kitchen display itself picks its station. */
export const setOwnStation = (ctx: TenantCtx, printerGroupId: number | null) =>
  bind(ctx, kitchenDevice(ctx), printerGroupId);

/** A kitchen display of a store the back-office caller sees, or 20037. */
async function officeDevice(ctx: TenantCtx, deviceId: number): Promise<DeviceRef> {
  const [device] = await ctx.db
    .select({ id: devices.id, storeId: devices.storeId })
    .from(devices)
    .where(
      and(
        eq(devices.tenantId, ctx.tenantId),
        eq(devices.id, deviceId),
        eq(devices.kind, 'kitchen'),
        storeScope(ctx, devices.storeId),
      ),
    );
  if (!device) throw new AppError(Err.NO_DATA);
  return device;
}

/** POST /m/kitchen/station/get: the device's printer group and its store's groups. */
export async function officeStation(ctx: TenantCtx, deviceId: number): Promise<KitchenDeviceStation> {
  const device = await officeDevice(ctx, deviceId);
  const [station, stations] = await Promise.all([stationOf(ctx, device), storeStations(ctx, device.storeId)]);
  return { printerGroupId: station?.id ?? null, stations };
}

/** POST /m/kitchen/station/save: binds the device to a group of its store, or to none. */
export async function saveOfficeStation(
  ctx: TenantCtx,
  deviceId: number,
  printerGroupId: number | null,
): Promise<KitchenDeviceStation> {
  await bind(ctx, await officeDevice(ctx, deviceId), printerGroupId);
  return officeStation(ctx, deviceId);
}
