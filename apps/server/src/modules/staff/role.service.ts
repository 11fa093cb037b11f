import {
  Err,
  grantsWithin,
  type RoleListQuery,
  type RoleRow,
  type RoleSaveBody,
  reportingAppPermissionsOf,
  roleAppPermissionsOf,
  roleGrantsOf,
} from '@tillbook/contract';
import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { roles, users } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError, isForeignKeyViolation, isUniqueViolation } from '../../platform/errors';
import { containsPattern, orderFor, pageWindow } from '../../platform/list';
import { ownRow } from '../../platform/scope';
import { assertWithinCaller, callerOf, rolesHeldBeyond } from './grants';

/** Roles and their permissions: /staffManage/roleManage (menu code 5). The owner role is read-only (§6). */
export function createRoleService() {
  async function rows(ctx: TenantCtx, where: SQL | undefined, order: SQL[], page?: { limit: number; offset: number }) {
    let query = ctx.db
      .select({
        id: roles.id,
        name: roles.name,
        isBoss: roles.isBoss,
        menuCodes: roles.menuCodes,
        appPermissions: roles.appPermissions,
        reportingAppPermissions: roles.reportingAppPermissions,
        createdAt: roles.createdAt,
      })
      .from(roles)
      .where(where)
      // The owner role first, then the caller's order.
      .orderBy(desc(roles.isBoss), ...order)
      .$dynamic();
    if (page) query = query.limit(page.limit).offset(page.offset);
    const found = await query;
    if (found.length === 0) return [];
    const caller = await callerOf(ctx);
    const heldBeyond = await rolesHeldBeyond(
      ctx,
      found.map((r) => r.id),
    );
    const counts = await ctx.db
      .select({ roleId: users.roleId, staff: count() })
      .from(users)
      .where(
        and(
          eq(users.tenantId, ctx.tenantId),
          inArray(
            users.roleId,
            found.map((r) => r.id),
          ),
        ),
      )
      .groupBy(users.roleId);
    return found.map(
      (r): RoleRow => ({
        id: r.id,
        name: r.name,
        isBoss: r.isBoss,
        menuCodes: [...r.menuCodes].sort((a, b) => a - b),
        appPermissions: roleAppPermissionsOf(r),
        reportingApp: reportingAppPermissionsOf(r),
        staffCount: counts.find((c) => c.roleId === r.id)?.staff ?? 0,
        canEdit:
          !r.isBoss &&
          (ctx.isBoss ||
            (r.id !== caller.roleId && !heldBeyond.has(r.id) && grantsWithin(roleGrantsOf(r), caller.grants))),
        createdAt: r.createdAt.toISOString(),
      }),
    );
  }

  const byId = (ctx: TenantCtx, id: number) => ownRow(roles, ctx, id);

  async function detail(ctx: TenantCtx, id: number): Promise<RoleRow> {
    const [row] = await rows(ctx, byId(ctx, id), [asc(roles.id)]);
    if (!row) throw new AppError(Err.ROLE_INFO_MISSING);
    return row;
  }

  async function bossRole(ctx: TenantCtx) {
    const [boss] = await ctx.db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(and(eq(roles.tenantId, ctx.tenantId), eq(roles.isBoss, true)))
      .limit(1);
    return boss;
  }

  return {
    detail,

    async list(ctx: TenantCtx, q: RoleListQuery) {
      const where = and(
        eq(roles.tenantId, ctx.tenantId),
        q.name ? ilike(roles.name, containsPattern(q.name)) : undefined,
      );
      const [{ total }] = await ctx.db.select({ total: count() }).from(roles).where(where);
      const order = orderFor(
        q.sort,
        { name: roles.name, createdAt: roles.createdAt },
        { id: roles.id, fallback: 'name' },
      );
      return { list: await rows(ctx, where, order, pageWindow(q)), total };
    },

    /** Creates or replaces a role (see RoleSaveBody); staff holding it get the new permissions on their next request. */
    async save(ctx: TenantCtx, body: RoleSaveBody): Promise<RoleRow> {
      const boss = await bossRole(ctx);
      if (boss && body.id === boss.id) throw new AppError(Err.BOSS_ROLE_CANNOT_MODIFY);
      // A second owner role, by flag or by the owner role's name, is refused.
      if (body.isBoss || (boss && body.name.toLowerCase() === boss.name.toLowerCase())) {
        throw new AppError(Err.BOSS_ROLE_CANNOT_CREATE);
      }
      // Nobody grants more than their own role does, nor changes a role they may not (see RoleRow.canEdit).
      if (body.id !== undefined && !(await detail(ctx, body.id)).canEdit) throw new AppError(Err.NO_PERMISSION);
      assertWithinCaller(await callerOf(ctx), {
        menuCodes: body.menuCodes,
        appPermissions: body.appPermissions,
        reportingApp: body.reportingApp,
      });
      const [same] = await ctx.db
        .select({ id: roles.id })
        .from(roles)
        .where(
          and(
            eq(roles.tenantId, ctx.tenantId),
            sql`lower(${roles.name}) = lower(${body.name})`,
            body.id === undefined ? undefined : ne(roles.id, body.id),
          ),
        )
        .limit(1);
      if (same) throw new AppError(Err.ROLE_EXISTS);
      const values = {
        name: body.name,
        menuCodes: body.menuCodes,
        appPermissions: body.appPermissions,
        reportingAppPermissions: body.reportingApp,
        updatedAt: new Date(),
      };
      try {
        if (body.id === undefined) {
          const [created] = await ctx.db
            .insert(roles)
            .values({ tenantId: ctx.tenantId, ...values })
            .returning({ id: roles.id });
          return detail(ctx, created.id);
        }
        await ctx.db
          .update(roles)
          .set(values)
          .where(and(byId(ctx, body.id), eq(roles.isBoss, false)));
        return detail(ctx, body.id);
      } catch (e) {
        if (isUniqueViolation(e)) throw new AppError(Err.ROLE_EXISTS);
        throw e;
      }
    },

    /** The owner role (20046), roles the caller may not change (20041) and roles held by staff (20047) stay. */
    async remove(ctx: TenantCtx, id: number) {
      const role = await detail(ctx, id);
      if (role.isBoss) throw new AppError(Err.BOSS_ROLE_CANNOT_DELETE);
      if (!role.canEdit) throw new AppError(Err.NO_PERMISSION);
      if (role.staffCount > 0) throw new AppError(Err.ROLE_IN_USE);
      try {
        await ctx.db.delete(roles).where(and(byId(ctx, id), eq(roles.isBoss, false)));
      } catch (e) {
        // Given to someone between the check and the delete: the foreign key refuses.
        if (isForeignKeyViolation(e)) throw new AppError(Err.ROLE_IN_USE);
        throw e;
      }
      return null;
    },
  };
}

export type RoleService = ReturnType<typeof createRoleService>;
