// Helpers for the sales tests: POS app sessions signed in through the real PIN login.
import { randomBytes } from 'node:crypto';
import type { AppPermission, RoleAppPermissions } from '@tillbook/contract';
import { eq } from 'drizzle-orm';
import { type TestApp, uniqueEmail } from '../../../test/support/test-app';
import { roles, userStores, users } from '../../db/schema';
import { hashPin } from '../../platform/pins';

let pinSeq = 1000;

/**
 * A staff member with a role granting `permissions` (and discount limits), a PIN, bound to `storeIds` ('all' by
 * default), signed in on a POS in `storeId` through POST /m/app/login. Answers the app token and the ids.
 */
export async function newAppSession(
  t: TestApp,
  tenantId: number,
  opts: {
    storeId: number;
    permissions?: AppPermission[];
    discountLimits?: RoleAppPermissions['discountLimits'];
    storeIds?: number[] | 'all';
    name?: string;
  },
) {
  const flags = Object.fromEntries((opts.permissions ?? ['sale']).map((p) => [p, true]));
  const [role] = await t.db
    .insert(roles)
    .values({
      tenantId,
      name: `pos-${randomBytes(4).toString('hex')}`,
      menuCodes: [],
      appPermissions: { ...flags, ...(opts.discountLimits ? { discountLimits: opts.discountLimits } : {}) },
    })
    .returning();
  const pin = String((pinSeq++ % 9000) + 1000) + String(Math.floor(Math.random() * 90) + 10);
  const storeIds = opts.storeIds ?? 'all';
  const [user] = await t.db
    .insert(users)
    .values({
      tenantId,
      roleId: role.id,
      name: opts.name ?? 'Till Staff',
      email: uniqueEmail('till'),
      sysLanguageId: 3,
      allStores: storeIds === 'all',
      pinHash: await hashPin(pin),
    })
    .returning();
  if (storeIds !== 'all' && storeIds.length > 0) {
    await t.db.insert(userStores).values(storeIds.map((storeId) => ({ tenantId, userId: user.id, storeId })));
  }
  const merchant = await merchantEmail(t, tenantId);
  const res = await t.post('/app/login', { merchant, pin, storeId: opts.storeId });
  if (res.code !== 200) throw new Error(`app login failed: ${res.code} ${res.msg}`);
  return { token: (res.data as { token: string }).token, userId: user.id, roleId: role.id, pin, merchant };
}

/** The login e-mail of the merchant's owner (what a POS is set up with). */
export async function merchantEmail(t: TestApp, tenantId: number): Promise<string> {
  const [u] = await t.db.select({ email: users.email }).from(users).where(eq(users.tenantId, tenantId)).limit(1);
  return u.email as string;
}
