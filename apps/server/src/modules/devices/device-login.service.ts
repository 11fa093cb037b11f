import { type DeviceSession, Err } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { devices, stores, tenants } from '../../db/schema';
import type { Ctx, TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { beginLoginAttempt } from '../../platform/login-throttle';
import { ownRow } from '../../platform/scope';
import { verifyDecoy, verifySecret } from '../../platform/secrets';
import { createSession } from '../../platform/sessions';
import { nameOwner } from '../../platform/sign-in-names';

/** The throttle's key of a device account (its own prefix, so it never shares a count with an e-mail). */
const throttleKey = (account: string) => `device:${account.toLowerCase()}`;

/** The device session of a signed-in device, without its token. */
export type DeviceSessionInfo = Omit<DeviceSession, 'token'>;

/** A device's sign-in (§1): account and password, then a session bound to the device and its store. */
export function createDeviceLoginService(config: Config) {
  return {
    /** Unknown account 20096, wrong password 20101, frozen 20098, not available 20081; failures are throttled. */
    async login(ctx: Ctx, b: { account: string; password: string }): Promise<DeviceSession> {
      const key = throttleKey(b.account);
      // Counted before the password is checked, so parallel guesses cannot pass the limit.
      const attempt = await beginLoginAttempt(ctx, config, key);
      const owner = await nameOwner(ctx.db, 'device', b.account);
      const [row] = owner
        ? await ctx.db
            .select({ device: devices, storeName: stores.name, tenantStatus: tenants.status })
            .from(devices)
            .innerJoin(stores, and(eq(stores.tenantId, devices.tenantId), eq(stores.id, devices.storeId)))
            .innerJoin(tenants, eq(tenants.id, devices.tenantId))
            .where(and(eq(devices.tenantId, owner.tenantId), eq(devices.id, owner.ownerId)))
        : [];
      if (!row) {
        // An unknown account costs as much time as a wrong password.
        await verifyDecoy(b.password);
        await attempt.failed();
        throw new AppError(Err.ACCOUNT_MISSING);
      }
      if (!(await verifySecret(row.device.passwordHash, b.password))) {
        await attempt.failed();
        throw new AppError(Err.ACCOUNT_PASSWORD_WRONG);
      }
      await attempt.passed();
      // The state is told only to whoever knows the password.
      const d = row.device;
      if (row.tenantStatus !== 'normal') throw new AppError(Err.TENANT_DISABLED);
      if (d.status === 'frozen') throw new AppError(Err.ACCOUNT_DISABLED);
      if (!d.available) throw new AppError(Err.DISABLED_CONTACT_ADMIN);
      const token = await createSession(
        ctx.db,
        config,
        { tenantId: d.tenantId, userId: 0, storeId: d.storeId, deviceId: d.id },
        'device',
      );
      await ctx.db
        .update(devices)
        .set({ lastSeenAt: new Date() })
        .where(and(eq(devices.tenantId, d.tenantId), eq(devices.id, d.id)));
      return { token, deviceId: d.id, kind: d.kind, storeId: d.storeId, storeName: row.storeName };
    },

    /** What a signed-in device is: the session resolver has already refused a gone, frozen or unavailable one. */
    async me(ctx: TenantCtx): Promise<DeviceSessionInfo> {
      const device = ctx.device as NonNullable<TenantCtx['device']>;
      const [store] = await ctx.db
        .select({ name: stores.name })
        .from(stores)
        .where(ownRow(stores, ctx, device.storeId));
      return { deviceId: device.id, kind: device.kind, storeId: device.storeId, storeName: store?.name ?? '' };
    },
  };
}
