import {
  Err,
  grantsWithin,
  type MyPermissions,
  reportingAppPermissionsOf,
  roleAppPermissionsOf,
  roleGrantsOf,
  type StaffListQuery,
  type StaffOptions,
  type StaffRow,
  type StaffSaveBody,
  type StaffStatus,
} from '@tillbook/contract';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { passwordResets, roles, stores, tenants, userStores, users } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { AppError, isUniqueViolation, violatedConstraint } from '../../platform/errors';
import { containsPattern, orderFor, pageWindow } from '../../platform/list';
import { hashPin, pinHolder } from '../../platform/pins';
import { assertPlanAllows } from '../../platform/plan-limits';
import { canSeeStore, owned, ownRow, storeScope } from '../../platform/scope';
import { hashSecret } from '../../platform/secrets';
import { endAllSessions } from '../../platform/sessions';
import { claimName, nameFreeFor, releaseName } from '../../platform/sign-in-names';
import { assertWithinCaller, callerOf, grantColumns } from './grants';
import { assertCanEdit, editRefusal, type StaffTarget, staffScope, visibleStaff, worksIn } from './staff-access';

/** Whether a save changes the role or the stores of `target` (20041 on the caller's own record). */
function changesRoleOrStores(target: StaffTarget, roleId: number, allStores: boolean, storeIds: number[]) {
  if (roleId !== target.roleId || allStores !== target.allStores) return true;
  const now = new Set(target.storeIds);
  return !allStores && (storeIds.length !== now.size || storeIds.some((s) => !now.has(s)));
}

/** Staff: /staffManage (menu code 5). Boss rules and store binding of §6. */
export function createStaffService(deps: Deps) {
  /** Staff rows matching `where`, with their stores (those the caller sees) and what the caller may do. */
  async function rows(
    ctx: TenantCtx,
    where: SQL | undefined,
    page: { order: SQL[]; limit?: number; offset?: number },
  ): Promise<StaffRow[]> {
    const caller = await callerOf(ctx);
    let query = ctx.db
      .select({
        id: users.id,
        name: users.name,
        areaCode: users.areaCode,
        phone: users.phone,
        email: users.email,
        account: users.account,
        roleId: users.roleId,
        roleName: roles.name,
        ...grantColumns,
        available: users.available,
        allStores: users.allStores,
        status: users.status,
        hasPin: sql<boolean>`${users.pinHash} is not null`,
        createdAt: users.createdAt,
      })
      .from(users)
      .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
      .where(where)
      .orderBy(...page.order)
      .$dynamic();
    if (page.limit !== undefined) query = query.limit(page.limit).offset(page.offset ?? 0);
    const found = await query;
    if (found.length === 0) return [];
    const bound = await ctx.db
      .select({ userId: userStores.userId, id: stores.id, name: stores.name })
      .from(userStores)
      .innerJoin(stores, and(eq(stores.tenantId, userStores.tenantId), eq(stores.id, userStores.storeId)))
      .where(
        and(
          eq(userStores.tenantId, ctx.tenantId),
          inArray(
            userStores.userId,
            found.map((f) => f.id),
          ),
        ),
      )
      .orderBy(asc(stores.name), asc(stores.id));
    return found.map(({ menuCodes, appPermissions, reportingAppPermissions, ...f }) => {
      const mine = bound.filter((b) => b.userId === f.id);
      const storeIds = mine.map((b) => b.id);
      const grants = roleGrantsOf({ isBoss: f.isBoss, menuCodes, appPermissions, reportingAppPermissions });
      return {
        ...f,
        email: f.email ?? '',
        hasPin: Boolean(f.hasPin),
        // Stores the caller is not bound to stay unnamed.
        stores: f.allStores ? [] : mine.filter((b) => canSeeStore(ctx, b.id)).map(({ id, name }) => ({ id, name })),
        createdAt: f.createdAt.toISOString(),
        isSelf: f.id === ctx.userId,
        canEdit: editRefusal(ctx, caller, { isBoss: f.isBoss, allStores: f.allStores, storeIds, grants }) === null,
        canDelete: ctx.isBoss && !f.isBoss,
      };
    });
  }

  async function detail(ctx: TenantCtx, id: number): Promise<StaffRow> {
    await visibleStaff(ctx, id);
    const [row] = await rows(ctx, ownRow(users, ctx, id), { order: [asc(users.id)] });
    return row;
  }

  /** The stores of a save, all of the merchant's and seen by the caller (20037 otherwise). */
  async function bindableStores(ctx: TenantCtx, ids: number[]): Promise<number[]> {
    const wanted = [...new Set(ids)];
    const found = await ctx.db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.tenantId, ctx.tenantId), inArray(stores.id, wanted), storeScope(ctx, stores.id)));
    if (found.length !== wanted.length) throw new AppError(Err.NO_DATA);
    return wanted;
  }

  /** E-mail is the back-office login of every merchant (20071); the account name is unique in the merchant (20074). */
  async function assertFreeLogins(ctx: TenantCtx, email: string, account: string | null, selfId?: number) {
    if (!(await nameFreeFor(ctx.db, 'email', email, { tenantId: ctx.tenantId, ownerId: selfId }))) {
      throw new AppError(Err.EMAIL_OR_ACCOUNT_REGISTERED);
    }
    if (!account) return;
    const [same] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.tenantId, ctx.tenantId),
          sql`lower(${users.account}) = lower(${account})`,
          selfId === undefined ? undefined : ne(users.id, selfId),
        ),
      )
      .limit(1);
    if (same) throw new AppError(Err.ACCOUNT_DUPLICATE);
  }

  const byId = (ctx: TenantCtx, id: number) => ownRow(users, ctx, id);

  return {
    detail,

    async list(ctx: TenantCtx, q: StaffListQuery) {
      const storeFilter =
        q.storeId === undefined
          ? undefined
          : canSeeStore(ctx, q.storeId)
            ? or(eq(users.allStores, true), worksIn(ctx, [q.storeId]))
            : sql`false`;
      const kw = q.keyword ? containsPattern(q.keyword) : undefined;
      const where = and(
        eq(users.tenantId, ctx.tenantId),
        staffScope(ctx),
        storeFilter,
        q.roleId === undefined ? undefined : eq(users.roleId, q.roleId),
        q.status === undefined ? undefined : eq(users.status, q.status),
        kw
          ? or(ilike(users.name, kw), ilike(users.email, kw), ilike(users.phone, kw), ilike(users.account, kw))
          : undefined,
      );
      const [{ total }] = await ctx.db.select({ total: count() }).from(users).where(where);
      const order = orderFor(
        q.sort,
        { name: users.name, createdAt: users.createdAt, status: users.status },
        { id: users.id, fallback: 'name' },
      );
      return { list: await rows(ctx, where, { order, ...pageWindow(q) }), total };
    },

    /**
     * Creates or replaces a staff member (see StaffSaveBody). A new password or a status change ends every session
     * of the staff member in the same transaction; a new role or new stores apply from their next request.
     */
    async save(ctx: TenantCtx, body: StaffSaveBody): Promise<StaffRow> {
      const roleId = body.roleId as number; // the schema answers 20052 when it is missing
      const role = await owned(roles, ctx, roleId, Err.ROLE_INFO_MISSING);
      const caller = await callerOf(ctx);
      const target = body.id === undefined ? null : await visibleStaff(ctx, body.id);
      if (target) {
        assertCanEdit(ctx, caller, target);
        if (target.isBoss && role.id !== target.roleId) throw new AppError(Err.BOSS_EMPLOYEE_ROLE_FIXED);
        // The owner cannot lock the merchant out.
        if (target.isBoss && body.status && body.status !== 'normal') throw new AppError(Err.NO_PERMISSION);
      }
      if (role.isBoss && !target?.isBoss) throw new AppError(Err.BOSS_ROLE_NOT_ASSIGNABLE);
      // Nobody gives a role granting more than their own.
      assertWithinCaller(caller, roleGrantsOf(role));

      // The owner works in every store; a caller bound to stores binds staff to those stores only.
      const allStores = target?.isBoss ? true : body.allStores;
      if (allStores && ctx.storeIds !== 'all') throw new AppError(Err.NO_DATA);
      const storeIds = allStores ? [] : await bindableStores(ctx, body.storeIds);
      // Nobody but the owner changes their own role or stores.
      if (target?.id === ctx.userId && !ctx.isBoss && changesRoleOrStores(target, roleId, allStores, storeIds)) {
        throw new AppError(Err.NO_PERMISSION);
      }
      const account = body.account ? body.account : null;
      await assertFreeLogins(ctx, body.email, account, target?.id);

      const passwordHash = body.password ? await hashSecret(body.password) : undefined;
      const pinHash = typeof body.pin === 'string' ? await hashPin(body.pin) : body.pin;
      const now = new Date();
      const profile = {
        roleId,
        name: body.name,
        areaCode: body.areaCode,
        phone: body.phone,
        email: body.email,
        account,
        available: body.available,
        allStores,
        updatedAt: now,
      };
      let id: number;
      try {
        id = await inTransaction(ctx, async (tx) => {
          if (typeof body.pin === 'string') {
            // One PIN save per merchant at a time, so two staff members cannot get the same PIN.
            await tx.db
              .select({ id: tenants.id })
              .from(tenants)
              .where(eq(tenants.id, tx.tenantId))
              .for('no key update');
            if (await pinHolder(tx.db, tx.tenantId, body.pin, target?.id)) throw new AppError(Err.CODE_REPEATED);
          }
          let userId: number;
          if (!target) {
            await assertPlanAllows(deps.config.billing, tx, 'staffAccounts');
            const [tenant] = await tx.db
              .select({ sysLanguageId: tenants.sysLanguageId })
              .from(tenants)
              .where(eq(tenants.id, tx.tenantId));
            const [created] = await tx.db
              .insert(users)
              .values({
                tenantId: tx.tenantId,
                ...profile,
                passwordHash,
                passwordChangedAt: now,
                pinHash: pinHash ?? null,
                status: body.status ?? 'normal',
                activated: true,
                sysLanguageId: tenant.sysLanguageId,
              })
              .returning({ id: users.id });
            userId = created.id;
          } else {
            userId = target.id;
            await tx.db
              .update(users)
              .set({
                ...profile,
                ...(passwordHash ? { passwordHash, passwordChangedAt: now } : {}),
                ...(pinHash !== undefined ? { pinHash } : {}),
                ...(body.status ? { status: body.status } : {}),
              })
              .where(byId(tx, userId));
            await tx.db
              .delete(userStores)
              .where(and(eq(userStores.tenantId, tx.tenantId), eq(userStores.userId, userId)));
            if (passwordHash || (body.status && body.status !== target.status)) {
              await endAllSessions(tx.db, tx.tenantId, userId);
            }
          }
          // Two saves racing for one e-mail: the second waits for the first, then is refused.
          if (!(await claimName(tx.db, 'email', body.email, { tenantId: tx.tenantId, ownerId: userId }))) {
            throw new AppError(Err.EMAIL_OR_ACCOUNT_REGISTERED);
          }
          if (storeIds.length > 0) {
            await tx.db
              .insert(userStores)
              .values(storeIds.map((storeId) => ({ tenantId: tx.tenantId, userId, storeId })));
          }
          return userId;
        });
      } catch (e) {
        // Two saves racing for one e-mail or account name in the merchant: its unique indexes decide (across
        // merchants, sign_in_names does).
        if (isUniqueViolation(e)) {
          const name = violatedConstraint(e);
          if (name === 'users_email_uq') throw new AppError(Err.EMAIL_OR_ACCOUNT_REGISTERED);
          if (name === 'users_account_uq') throw new AppError(Err.ACCOUNT_DUPLICATE);
        }
        throw e;
      }
      return detail(ctx, id);
    },

    /**
     * Only the owner deletes staff (20055), never their own record (20050). A staff member referenced elsewhere
     * cannot go: an unfinished shift answers 20088 (the sales module registers 'shifts'), any other use 20055.
     * Sessions, user_stores and time cards go with the staff member.
     */
    async remove(ctx: TenantCtx, id: number) {
      if (!ctx.isBoss) throw new AppError(Err.CANNOT_DELETE);
      const target = await visibleStaff(ctx, id);
      if (target.isBoss) throw new AppError(Err.BOSS_EMPLOYEE_CANNOT_DELETE);
      const use = await deps.references.firstUse(ctx, 'staff', id);
      if (use) throw new AppError(use === 'shifts' ? Err.UNFINISHED_SHIFT : Err.CANNOT_DELETE, { reference: use });
      await inTransaction(ctx, async (tx) => {
        await endAllSessions(tx.db, tx.tenantId, id);
        await tx.db
          .delete(passwordResets)
          .where(and(eq(passwordResets.tenantId, tx.tenantId), eq(passwordResets.userId, id)));
        await releaseName(tx.db, 'email', { tenantId: tx.tenantId, ownerId: id });
        await tx.db.delete(users).where(byId(tx, id));
      });
      return null;
    },

    /** Sets a staff member's password and ends all their sessions: back office, POS app and devices (§6). */
    async updatePassword(ctx: TenantCtx, body: { id: number; password: string }) {
      const target = await visibleStaff(ctx, body.id);
      assertCanEdit(ctx, await callerOf(ctx), target);
      const passwordHash = await hashSecret(body.password);
      await inTransaction(ctx, async (tx) => {
        await tx.db
          .update(users)
          .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
          .where(byId(tx, target.id));
        await endAllSessions(tx.db, tx.tenantId, target.id);
      });
      return null;
    },

    /** Normal, inactive or frozen; a change ends all the staff member's sessions. The owner stays normal. */
    async setStatus(ctx: TenantCtx, body: { id: number; status: StaffStatus }) {
      const target = await visibleStaff(ctx, body.id);
      assertCanEdit(ctx, await callerOf(ctx), target);
      if (target.isBoss && body.status !== 'normal') throw new AppError(Err.NO_PERMISSION);
      if (body.status !== target.status) {
        await inTransaction(ctx, async (tx) => {
          await tx.db.update(users).set({ status: body.status, updatedAt: new Date() }).where(byId(tx, target.id));
          await endAllSessions(tx.db, tx.tenantId, target.id);
        });
      }
      return detail(ctx, target.id);
    },

    /** Roles (and whether the caller may give them) and the caller's stores, for the staff form. */
    async options(ctx: TenantCtx): Promise<StaffOptions> {
      const caller = await callerOf(ctx);
      const found = await ctx.db
        .select({ id: roles.id, name: roles.name, ...grantColumns })
        .from(roles)
        .where(eq(roles.tenantId, ctx.tenantId))
        .orderBy(desc(roles.isBoss), asc(roles.name));
      const roleList = found.map((r) => ({
        id: r.id,
        name: r.name,
        isBoss: r.isBoss,
        assignable: !r.isBoss && grantsWithin(roleGrantsOf(r), caller.grants),
      }));
      const storeList = await ctx.db
        .select({ id: stores.id, name: stores.name, kind: stores.kind })
        .from(stores)
        .where(and(eq(stores.tenantId, ctx.tenantId), storeScope(ctx, stores.id)))
        .orderBy(asc(stores.name), asc(stores.id));
      return { roles: roleList, stores: storeList };
    },

    /** The caller's permissions as this request sees them (role and store changes apply at once). */
    async permissions(ctx: TenantCtx): Promise<MyPermissions> {
      const [role] = await ctx.db
        .select({
          isBoss: roles.isBoss,
          appPermissions: roles.appPermissions,
          reportingAppPermissions: roles.reportingAppPermissions,
        })
        .from(users)
        .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
        .where(byId(ctx, ctx.userId));
      if (!role) throw new AppError(Err.USER_MISSING);
      return {
        isBoss: ctx.isBoss,
        menuCodes: [...ctx.permissions].sort((a, b) => a - b),
        storeIds: ctx.storeIds === 'all' ? 'all' : [...ctx.storeIds].sort((a, b) => a - b),
        appPermissions: roleAppPermissionsOf(role),
        reportingApp: reportingAppPermissionsOf(role),
      };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
