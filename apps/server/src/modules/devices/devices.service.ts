import { type DeviceListQuery, type DeviceRow, type DeviceSaveBody, type DeviceStatus, Err } from '@tillbook/contract';
import { and, count, eq } from 'drizzle-orm';
import { devices, stores } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { pageWindow } from '../../platform/list';
import { assertPlanAllows } from '../../platform/plan-limits';
import { owned, ownRow, storeScope } from '../../platform/scope';
import { hashSecret } from '../../platform/secrets';
import { endDeviceSessions } from '../../platform/sessions';
import { claimName, releaseName } from '../../platform/sign-in-names';
import { deviceOrder, devicesWithStore, deviceWhere, findDevice, missing, toRow } from './device-rows';

/** A store the caller may see, or 20076: a device must work for one (§5). */
async function assertStore(ctx: TenantCtx, storeId: number) {
  await owned(stores, ctx, storeId, Err.STORE_EMPTY, { where: storeScope(ctx, stores.id) });
}

/**
 * Claims the account for the device, or 20074 when another device, of any merchant, has it in any case: the login
 * names no merchant, so the account alone must find the device (platform/sign-in-names.ts). Of two saves racing for
 * one account, the second waits for the first and is refused.
 */
async function claimAccount(ctx: TenantCtx, account: string, deviceId: number) {
  if (!(await claimName(ctx.db, 'device', account, { tenantId: ctx.tenantId, ownerId: deviceId }))) {
    throw new AppError(Err.ACCOUNT_DUPLICATE);
  }
}

/**
 * Whether an edit must sign the device out everywhere: a new password, freezing, making it unavailable or moving it
 * to another store (its session is bound to the old one).
 */
function endsSessions(before: typeof devices.$inferSelect, body: DeviceSaveBody): boolean {
  return !!body.password || body.status === 'frozen' || !body.available || body.storeId !== before.storeId;
}

/** Devices (/deviceManage, menu 123): kiosks, kitchen displays and customer displays of the caller's stores. */
export function createDevicesService(deps: Deps) {
  // A store keeps its devices: it cannot be deleted while any remain (§5; the stores module answers 1016).
  deps.references.register('store', 'devices', async (ctx, storeId) => {
    const [found] = await ctx.db
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.tenantId, ctx.tenantId), eq(devices.storeId, storeId)))
      .limit(1);
    return !!found;
  });

  return {
    async list(ctx: TenantCtx, q: DeviceListQuery) {
      const where = deviceWhere(ctx, q);
      const [{ total }] = await ctx.db.select({ total: count() }).from(devices).where(where);
      const { limit, offset } = pageWindow(q);
      const rows = await devicesWithStore(ctx)
        .where(where)
        .orderBy(...deviceOrder(q.sort))
        .limit(limit)
        .offset(offset);
      return { list: rows.map(toRow), total };
    },

    async detail(ctx: TenantCtx, id: number): Promise<DeviceRow> {
      return toRow(await findDevice(ctx, id));
    },

    /** Creates or edits a device (see DeviceSaveBody). The kind never changes: another kind's device is missing. */
    async save(ctx: TenantCtx, body: DeviceSaveBody): Promise<DeviceRow> {
      if (body.id === undefined && !body.password) throw new AppError(Err.PASSWORD_EMPTY);
      // Hashing is slow on purpose: done before the transaction so no row stays locked meanwhile.
      const passwordHash = body.password ? await hashSecret(body.password) : undefined;
      const fields = {
        name: body.name,
        account: body.account,
        available: body.available,
        storeId: body.storeId,
        status: body.status,
        updatedAt: new Date(),
        ...(passwordHash ? { passwordHash } : {}),
      };
      try {
        const id = await inTransaction(ctx, async (tx) => {
          const before = body.id === undefined ? undefined : (await findDevice(tx, body.id, { lock: true })).device;
          if (before && before.kind !== body.kind) throw missing();
          await assertStore(tx, body.storeId);
          if (!before) {
            if (body.kind === 'kiosk') await assertPlanAllows(deps.config.billing, tx, 'kiosks');
            const [created] = await tx.db
              .insert(devices)
              .values({ tenantId: ctx.tenantId, kind: body.kind, passwordHash: passwordHash as string, ...fields })
              .returning({ id: devices.id });
            await claimAccount(tx, body.account, created.id);
            return created.id;
          }
          await claimAccount(tx, body.account, before.id);
          await tx.db
            .update(devices)
            .set(fields)
            .where(ownRow(devices, ctx, before.id));
          if (endsSessions(before, body)) await endDeviceSessions(tx.db, ctx.tenantId, before.id);
          return before.id;
        });
        return toRow(await findDevice(ctx, id));
      } catch (e) {
        // The same account twice in the merchant (the index behind sign_in_names' own check).
        if (isUniqueViolation(e)) throw new AppError(Err.ACCOUNT_DUPLICATE);
        throw e;
      }
    },

    /** Freezes or unfreezes a device; a frozen device is signed out at once. */
    async setStatus(ctx: TenantCtx, id: number, status: DeviceStatus): Promise<DeviceRow> {
      await inTransaction(ctx, async (tx) => {
        await findDevice(tx, id, { lock: true });
        await tx.db
          .update(devices)
          .set({ status, updatedAt: new Date() })
          .where(ownRow(devices, ctx, id));
        if (status === 'frozen') await endDeviceSessions(tx.db, ctx.tenantId, id);
      });
      return toRow(await findDevice(ctx, id));
    },

    /** Deletes a device and ends its sessions (orders it took keep its id as history). */
    async remove(ctx: TenantCtx, id: number): Promise<null> {
      await inTransaction(ctx, async (tx) => {
        await findDevice(tx, id, { lock: true });
        await endDeviceSessions(tx.db, ctx.tenantId, id);
        await releaseName(tx.db, 'device', { tenantId: ctx.tenantId, ownerId: id });
        await tx.db.delete(devices).where(ownRow(devices, ctx, id));
      });
      return null;
    },
  };
}

export type DevicesService = ReturnType<typeof createDevicesService>;
