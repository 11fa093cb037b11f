import { Err, grantsWithin, type RoleGrants, roleGrantsOf } from '@tillbook/contract';
import { and, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import { roles, userStores, users } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { type Caller, grantColumns } from './grants';

/**
 * The WHERE part keeping the staff a caller may see: everyone for callers of all stores; otherwise staff working
 * in every store and staff sharing at least one store with the caller. Pair it with the tenant condition.
 */
export function staffScope(ctx: TenantCtx): SQL | undefined {
  if (ctx.storeIds === 'all') return undefined;
  if (ctx.storeIds.length === 0) return sql`false`;
  return or(eq(users.allStores, true), worksIn(ctx, [...ctx.storeIds]));
}

/** Staff bound to one of `storeIds` (through user_stores; staff of all stores are matched separately). */
export function worksIn(ctx: TenantCtx, storeIds: number[]): SQL {
  return exists(
    ctx.db
      .select({ one: sql`1` })
      .from(userStores)
      .where(
        and(
          eq(userStores.tenantId, users.tenantId),
          eq(userStores.userId, users.id),
          inArray(userStores.storeId, storeIds),
        ),
      ),
  );
}

export interface StaffTarget {
  id: number;
  roleId: number;
  isBoss: boolean;
  allStores: boolean;
  status: 'normal' | 'inactive' | 'frozen';
  /** Every store the staff member is bound to, seen by the caller or not. */
  storeIds: number[];
  /** What the staff member's role grants. */
  grants: RoleGrants;
}

/** A staff member the caller can see, or 20037 (another merchant's, another store's or no such staff). */
export async function visibleStaff(ctx: TenantCtx, id: number): Promise<StaffTarget> {
  const [row] = await ctx.db
    .select({
      id: users.id,
      roleId: users.roleId,
      allStores: users.allStores,
      status: users.status,
      ...grantColumns,
    })
    .from(users)
    .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
    .where(and(eq(users.tenantId, ctx.tenantId), eq(users.id, id), staffScope(ctx)));
  if (!row) throw new AppError(Err.NO_DATA);
  const bound = await ctx.db
    .select({ storeId: userStores.storeId })
    .from(userStores)
    .where(and(eq(userStores.tenantId, ctx.tenantId), eq(userStores.userId, id)));
  return {
    id: row.id,
    roleId: row.roleId,
    isBoss: row.isBoss,
    allStores: row.allStores,
    status: row.status,
    storeIds: bound.map((b) => b.storeId),
    grants: roleGrantsOf(row),
  };
}

/**
 * Why the caller may not change a staff member they can see, or null. Only the owner edits the owner (20054).
 * Others edit only staff whose stores they all see and whose role grants nothing theirs lacks (20041): taking over
 * the password, PIN or e-mail of someone who holds more would widen the caller's own reach, and changing their
 * role, stores or status would act on permissions the caller does not hold.
 */
export function editRefusal(
  ctx: TenantCtx,
  caller: Caller,
  target: Pick<StaffTarget, 'isBoss' | 'allStores' | 'storeIds' | 'grants'>,
) {
  if (target.isBoss && !ctx.isBoss) return Err.BOSS_INFO_NOT_EDITABLE;
  const mine = ctx.storeIds;
  if (mine !== 'all' && (target.allStores || target.storeIds.some((s) => !mine.includes(s)))) return Err.NO_PERMISSION;
  if (!grantsWithin(target.grants, caller.grants)) return Err.NO_PERMISSION;
  return null;
}

export function assertCanEdit(ctx: TenantCtx, caller: Caller, target: StaffTarget) {
  const refusal = editRefusal(ctx, caller, target);
  if (refusal) throw new AppError(refusal);
}
