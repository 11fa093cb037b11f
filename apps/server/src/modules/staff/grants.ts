import { Err, grantsWithin, type RoleGrants, roleGrantsOf } from '@tillbook/contract';
import { and, eq, exists, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import { roles, userStores, users } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { ownRow } from '../../platform/scope';

/**
 * The caller as the grant rules of §6 see them: their own role and everything it grants. Nobody but the owner grants
 * a permission or store they do not hold, changes their own role, or reaches someone who holds more than they do;
 * the owner's role grants everything, so the same comparisons let the owner through.
 */
export interface Caller {
  roleId: number;
  grants: RoleGrants;
}

/** The role columns a grant comparison reads. */
export const grantColumns = {
  isBoss: roles.isBoss,
  menuCodes: roles.menuCodes,
  appPermissions: roles.appPermissions,
  reportingAppPermissions: roles.reportingAppPermissions,
};

/** The caller's role, read on this request like their menu codes (a role change applies at once). */
export async function callerOf(ctx: TenantCtx): Promise<Caller> {
  const [row] = await ctx.db
    .select({ roleId: users.roleId, ...grantColumns })
    .from(users)
    .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
    .where(ownRow(users, ctx, ctx.userId));
  if (!row) throw new AppError(Err.USER_MISSING);
  return { roleId: row.roleId, grants: roleGrantsOf(row) };
}

/** 20041 unless `wanted` grants nothing beyond the caller's own role. */
export function assertWithinCaller(caller: Caller, wanted: RoleGrants) {
  if (!grantsWithin(wanted, caller.grants)) throw new AppError(Err.NO_PERMISSION);
}

/**
 * The WHERE part keeping staff working somewhere the caller is not bound to (in every store, or in a store outside
 * the caller's). False for callers of all stores. Pair it with the tenant condition.
 */
export function worksBeyond(ctx: TenantCtx): SQL {
  if (ctx.storeIds === 'all') return sql`false`;
  const elsewhere = ctx.db
    .select({ one: sql`1` })
    .from(userStores)
    .where(
      and(
        eq(userStores.tenantId, users.tenantId),
        eq(userStores.userId, users.id),
        ctx.storeIds.length > 0 ? not(inArray(userStores.storeId, [...ctx.storeIds])) : undefined,
      ),
    );
  return or(eq(users.allStores, true), exists(elsewhere)) as SQL;
}

/** Of `roleIds`, those held by staff working beyond the caller's stores: changing them would reach further. */
export async function rolesHeldBeyond(ctx: TenantCtx, roleIds: number[]): Promise<Set<number>> {
  if (ctx.storeIds === 'all' || roleIds.length === 0) return new Set();
  const found = await ctx.db
    .selectDistinct({ roleId: users.roleId })
    .from(users)
    .where(and(eq(users.tenantId, ctx.tenantId), inArray(users.roleId, roleIds), worksBeyond(ctx)));
  return new Set(found.map((f) => f.roleId));
}
