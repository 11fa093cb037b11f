import { type DeviceListQuery, type DeviceRow, Err } from '@tillbook/contract';
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { devices, stores } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { containsPattern } from '../../platform/list';
import { storeScope } from '../../platform/scope';

/** Every device this module cannot show (absent, another tenant's, another kind, an unbound store): as stores do. */
export const missing = () => new AppError(Err.NO_DATA);

/** The columns of a DeviceRow: the device and its store's name. */
export const rowColumns = { device: devices, storeName: stores.name };

/** Devices joined with their store (always of the same tenant: the foreign key is composite). */
export const devicesWithStore = (ctx: TenantCtx) =>
  ctx.db
    .select(rowColumns)
    .from(devices)
    .innerJoin(stores, and(eq(stores.tenantId, devices.tenantId), eq(stores.id, devices.storeId)));

export function toRow(r: { device: typeof devices.$inferSelect; storeName: string }): DeviceRow {
  const d = r.device;
  return {
    id: d.id,
    kind: d.kind,
    name: d.name,
    account: d.account,
    available: d.available,
    storeId: d.storeId,
    storeName: r.storeName,
    status: d.status,
    lastSeenAt: d.lastSeenAt ? d.lastSeenAt.toISOString() : null,
    createdAt: d.createdAt.toISOString(),
  };
}

/** The devices of the caller's tenant and stores. */
export const visibleDevices = (ctx: TenantCtx): SQL =>
  and(eq(devices.tenantId, ctx.tenantId), storeScope(ctx, devices.storeId)) as SQL;

/** The list's WHERE clause: one kind, the caller's stores, and the filters. */
export function deviceWhere(ctx: TenantCtx, q: DeviceListQuery): SQL {
  const pattern = q.keyword ? containsPattern(q.keyword) : undefined;
  return and(
    visibleDevices(ctx),
    eq(devices.kind, q.kind),
    q.storeId !== undefined ? eq(devices.storeId, q.storeId) : undefined,
    q.status !== undefined ? eq(devices.status, q.status) : undefined,
    pattern ? or(ilike(devices.account, pattern), ilike(devices.name, pattern)) : undefined,
  ) as SQL;
}

/** The list's order (newest first by default); the id breaks ties so pages never overlap. */
export function deviceOrder(sort: DeviceListQuery['sort']) {
  switch (sort) {
    case 'account':
      return [asc(devices.account), asc(devices.id)];
    case '-account':
      return [desc(devices.account), desc(devices.id)];
    case 'createdAt':
      return [asc(devices.createdAt), asc(devices.id)];
    default:
      return [desc(devices.createdAt), desc(devices.id)];
  }
}

/** Loads a device the caller may see, as a row with its store name, or throws 20037. */
export async function findDevice(ctx: TenantCtx, id: number, opts: { lock?: boolean } = {}) {
  const q = devicesWithStore(ctx).where(and(visibleDevices(ctx), eq(devices.id, id)));
  const [row] = opts.lock ? await q.for('no key update', { of: devices }) : await q;
  if (!row) throw missing();
  return row;
}
