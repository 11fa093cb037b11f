import { type AppLoginBody, type AppSession, Err, roleAppPermissionsOf } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { roles, stores, userStores, users } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { beginPinAttempt } from '../../platform/login-throttle';
import { pinHolder } from '../../platform/pins';
import { createSession } from '../../platform/sessions';
import { nameOwner } from '../../platform/sign-in-names';

/**
 * The POS app's sign-in (§6): the till is set up once with the login e-mail of any account of the merchant; staff
 * then sign in with their personal PIN. A wrong PIN answers 20064; PIN tries are limited per till store, per merchant
 * and per address (README "Login limits"), so a 4-digit PIN cannot be tried through quickly.
 */
export function createAppLoginService(config: Config) {
  return {
    async login(ctx: Ctx, b: AppLoginBody): Promise<AppSession> {
      const account = await nameOwner(ctx.db, 'email', b.merchant);
      // Counted per till store, merchant and address before any PIN is checked (never against the e-mail login).
      const attempt = await beginPinAttempt(
        ctx,
        config,
        account ? { tenantId: account.tenantId, storeId: b.storeId } : null,
      );
      if (!account) {
        await attempt.failed();
        throw new AppError(Err.ACCOUNT_MISSING);
      }
      const userId = await pinHolder(ctx.db, account.tenantId, b.pin);
      if (userId === null) {
        await attempt.failed();
        throw new AppError(Err.PIN_CODE_WRONG);
      }
      await attempt.passed();
      const [row] = await ctx.db
        .select({ user: users, role: roles })
        .from(users)
        .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
        .where(and(eq(users.tenantId, account.tenantId), eq(users.id, userId)));
      if (!row) throw new AppError(Err.USER_MISSING);
      if (row.user.status === 'inactive') throw new AppError(Err.USER_DISABLED);
      if (row.user.status === 'frozen') throw new AppError(Err.DISABLED_CONTACT_ADMIN);
      const [store] = await ctx.db
        .select({ id: stores.id, name: stores.name })
        .from(stores)
        .where(and(eq(stores.tenantId, account.tenantId), eq(stores.id, b.storeId)));
      if (!store) throw new AppError(Err.SHOP_GONE);
      if (!row.role.isBoss && !row.user.allStores) {
        const [bound] = await ctx.db
          .select({ storeId: userStores.storeId })
          .from(userStores)
          .where(
            and(
              eq(userStores.tenantId, account.tenantId),
              eq(userStores.userId, userId),
              eq(userStores.storeId, store.id),
            ),
          );
        if (!bound) throw new AppError(Err.NO_PERMISSION);
      }
      const token = await createSession(
        ctx.db,
        config,
        { tenantId: account.tenantId, userId, storeId: store.id },
        'app',
      );
      return {
        token,
        userId,
        name: row.user.name,
        storeId: store.id,
        storeName: store.name,
        permissions: roleAppPermissionsOf(row.role),
      };
    },
  };
}
