import { ALL_MENU_CODES, Err, roleAppPermissionsOf } from '@tillbook/contract';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Config } from '../config';
import { devices, roles, sessions, tenants, userStores, users } from '../db/schema';
import type { Ctx, TenantCtx } from './context';
import { purgeStaleCounters } from './counters';
import type { Db } from './db';
import { AppError } from './errors';
import { hashToken } from './secrets';
import { matchesToken, newTenantToken } from './tenant-tokens';

export type SessionKind = 'web' | 'app' | 'device';

/**
 * Starts a session and answers its token, which names the merchant (only the hash is stored). App sessions name the
 * till's store; device sessions name the device (user 0) and its store.
 */
export async function createSession(
  db: Db,
  config: Config,
  user: { tenantId: number; userId: number; storeId?: number; deviceId?: number },
  kind: SessionKind,
): Promise<string> {
  const token = newTenantToken(user.tenantId);
  await db.insert(sessions).values({
    tenantId: user.tenantId,
    userId: user.userId,
    storeId: user.storeId ?? null,
    deviceId: user.deviceId ?? null,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + config.session.maxDays * 86_400_000),
  });
  return token;
}

const sessionToken = (token: string) => matchesToken(sessions.tenantId, sessions.tokenHash, token, hashToken(token));

/** Ends one session by its token. */
export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(sessionToken(token));
}

/** Ends every session of a device (password changed, frozen, made unavailable or deleted). */
export async function endDeviceSessions(db: Db, tenantId: number, deviceId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.tenantId, tenantId), eq(sessions.deviceId, deviceId)));
}

/** Ends every session of a user: back office, POS app and devices (§6, after a password change). */
export async function endAllSessions(db: Db, tenantId: number, userId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId)));
}

/**
 * Resolves a token to the signed-in caller. No token → 401; unknown token → 234; idle or past its end → 20083;
 * a user that no longer exists → 20084; a disabled tenant or user → the login refusal codes.
 */
export async function resolveSession(ctx: Ctx, config: Config, token: string | undefined): Promise<TenantCtx> {
  if (!token) throw new AppError(Err.TOKEN_MISSING);
  // One round trip: the session with its user, role and tenant (left joins tell a vanished user apart).
  const [row] = await ctx.db
    .select({ session: sessions, user: users, role: roles, tenantStatus: tenants.status })
    .from(sessions)
    .leftJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
    .leftJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
    .leftJoin(tenants, eq(tenants.id, sessions.tenantId))
    .where(sessionToken(token))
    .limit(1);
  if (!row) throw new AppError(Err.TOKEN_UNKNOWN);
  const s = row.session;
  const now = Date.now();
  if (s.expiresAt.getTime() < now || s.lastUsedAt.getTime() + config.session.idleHours * 3_600_000 < now) {
    await ctx.db.delete(sessions).where(and(eq(sessions.tenantId, s.tenantId), eq(sessions.id, s.id)));
    throw new AppError(Err.LOGIN_EXPIRED);
  }
  if (s.kind === 'device') return resolveDevice(ctx, s, row.tenantStatus, now);
  if (!row.user || !row.role) throw new AppError(Err.USER_MISSING);
  if (row.tenantStatus !== 'normal') throw new AppError(Err.TENANT_DISABLED);
  if (row.user.status === 'inactive') throw new AppError(Err.USER_DISABLED);
  if (row.user.status === 'frozen') throw new AppError(Err.DISABLED_CONTACT_ADMIN);

  // Touch at most once a minute: the idle clock needs no finer grain, and it saves a write per request.
  if (now - s.lastUsedAt.getTime() > 60_000) {
    await ctx.db
      .update(sessions)
      .set({ lastUsedAt: new Date(now) })
      .where(and(eq(sessions.tenantId, s.tenantId), eq(sessions.id, s.id)));
  }
  const isBoss = row.role.isBoss;
  let storeIds: number[] | 'all' = 'all';
  if (!isBoss && !row.user.allStores) {
    const rows = await ctx.db
      .select({ storeId: userStores.storeId })
      .from(userStores)
      .where(and(eq(userStores.tenantId, s.tenantId), eq(userStores.userId, s.userId)));
    storeIds = rows.map((r) => r.storeId);
  }
  return {
    ...ctx,
    tenantId: s.tenantId,
    userId: s.userId,
    sessionId: s.id,
    sessionKind: s.kind,
    isBoss,
    permissions: new Set<number>(isBoss ? ALL_MENU_CODES : row.role.menuCodes),
    storeIds,
    ...(s.kind === 'app' && s.storeId
      ? { app: { storeId: s.storeId, permissions: roleAppPermissionsOf(row.role) } }
      : {}),
  };
}

/** A device session: the device must still exist, be available and not frozen; it sees its own store only. */
async function resolveDevice(
  ctx: Ctx,
  s: typeof sessions.$inferSelect,
  tenantStatus: string | null,
  now: number,
): Promise<TenantCtx> {
  const [device] = s.deviceId
    ? await ctx.db
        .select()
        .from(devices)
        .where(and(eq(devices.tenantId, s.tenantId), eq(devices.id, s.deviceId)))
    : [];
  if (!device) throw new AppError(Err.ACCOUNT_MISSING);
  if (tenantStatus !== 'normal') throw new AppError(Err.TENANT_DISABLED);
  if (device.status === 'frozen') throw new AppError(Err.ACCOUNT_DISABLED);
  if (!device.available) throw new AppError(Err.DISABLED_CONTACT_ADMIN);
  if (!device.lastSeenAt || now - device.lastSeenAt.getTime() > 60_000) {
    await ctx.db
      .update(devices)
      .set({ lastSeenAt: new Date(now) })
      .where(and(eq(devices.tenantId, s.tenantId), eq(devices.id, device.id)));
  }
  return {
    ...ctx,
    tenantId: s.tenantId,
    userId: 0,
    sessionId: s.id,
    sessionKind: 'device',
    isBoss: false,
    permissions: new Set<number>(),
    storeIds: [device.storeId],
    device: { id: device.id, kind: device.kind, storeId: device.storeId },
  };
}

/**
 * Removes sessions past their end, and login and resend counters past their window; run now and then so the tables
 * do not grow without bound.
 */
export async function purgeExpiredSessions(db: Db, config: Config): Promise<void> {
  const idleCutoff = new Date(Date.now() - config.session.idleHours * 3_600_000);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastUsedAt, idleCutoff)));
  // A day beyond the longest window, so an attempt still in flight never loses its row.
  await purgeStaleCounters(db, Math.max(config.login.windowMinutes * 60, config.codes.resendSeconds) + 86_400);
}
