import { ALL_MENU_CODES, Err, roleAppPermissionsOf } from '@tillbook/contract';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Config } from '../config';
import { devices, onlineMembers, roles, sessions, shopperSessions, tenants, userStores, users } from '../db/schema';
import type { Ctx, TenantCtx } from './context';
import { purgeStaleCounters } from './counters';
import type { Db } from './db';
import { AppError } from './errors';
import { hashToken } from './secrets';
import type { SessionCache } from './session-cache';
import { matchesToken, newTenantToken, tokenTenant } from './tenant-tokens';

export type SessionKind = 'web' | 'app' | 'device' | 'shopper';

/**
 * Starts a session and answers its token, which names the merchant (only the hash is stored). App sessions name the
 * till's store; device sessions name the device (user 0) and its store.
 */
export async function createSession(
  db: Db,
  config: Config,
  user: { tenantId: number; userId: number; storeId?: number; deviceId?: number },
  kind: Exclude<SessionKind, 'shopper'>,
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

/** What the guard reads for a token, in one query: only the columns it uses (never a password or PIN hash). */
async function readSession(db: Db, token: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      tenantId: sessions.tenantId,
      userId: sessions.userId,
      kind: sessions.kind,
      storeId: sessions.storeId,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
      tenant: {
        status: tenants.status,
        company: tenants.company,
        sysCountryId: tenants.sysCountryId,
        sysCurrencyId: tenants.sysCurrencyId,
      },
      user: {
        id: users.id,
        status: users.status,
        allStores: users.allStores,
        name: users.name,
        email: users.email,
        areaCode: users.areaCode,
        phone: users.phone,
        phoneVerified: users.phoneVerified,
        address: users.address,
        sysLanguageId: users.sysLanguageId,
      },
      role: {
        id: roles.id,
        name: roles.name,
        isBoss: roles.isBoss,
        menuCodes: roles.menuCodes,
        appPermissions: roles.appPermissions,
      },
      device: {
        id: devices.id,
        kind: devices.kind,
        storeId: devices.storeId,
        status: devices.status,
        available: devices.available,
        lastSeenAt: devices.lastSeenAt,
      },
      // The stores a staff member is bound to, in the same round trip (unused for the boss or "all stores").
      storeIds: sql<
        number[]
      >`(select coalesce(json_agg(${userStores.storeId}), '[]'::json) from ${userStores} where ${userStores.tenantId} = ${sessions.tenantId} and ${userStores.userId} = ${sessions.userId})`,
    })
    .from(sessions)
    .leftJoin(tenants, eq(tenants.id, sessions.tenantId))
    .leftJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
    .leftJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
    .leftJoin(devices, and(eq(devices.tenantId, sessions.tenantId), eq(devices.id, sessions.deviceId)))
    .where(sessionToken(token))
    .limit(1);
  return row;
}

/** A resolved session as the cache keeps it: the caller without the request's own fields. */
type Caller = Omit<TenantCtx, keyof Ctx> & { expiresAt: number; lastUsedAt: number };

/** The guard's cache of one server copy (platform/session-cache.ts); tokens hash to its keys. */
export type CallerCache = SessionCache<Caller>;

const isStale = (c: { expiresAt: number; lastUsedAt: number }, config: Config, now: number) =>
  c.expiresAt < now || c.lastUsedAt + config.session.idleHours * 3_600_000 < now;

/**
 * Resolves a token to the signed-in caller. No token → 401; unknown token → 234; idle or past its end → 20083;
 * a user that no longer exists → 20084; a disabled tenant or user → the login refusal codes. A caller resolved in
 * the last few seconds comes from `cache` (every change to a session, its user, role, stores, device or merchant
 * drops it there first: session-cache.ts).
 */
export async function resolveSession(
  ctx: Ctx,
  config: Config,
  token: string | undefined,
  cache?: CallerCache,
): Promise<TenantCtx> {
  if (!token) throw new AppError(Err.TOKEN_MISSING);
  // A shopper reaches the storefront's routes only (and they take no other kind of session).
  if (isShopperToken(token)) throw new AppError(Err.NO_PERMISSION);
  const key = hashToken(token);
  const now = Date.now();
  if (cache?.get(key) && (await cache.caughtUp())) {
    // Read again: catching up may have dropped it.
    const cached = cache.get(key);
    if (cached && !isStale(cached, config, now)) return toCtx(ctx, cached);
  }
  // Caught up first, so that no notification of a change committed earlier arrives during the read and spoils it.
  if (cache) await cache.caughtUp();
  const mark = cache?.mark() ?? 0;
  const caller = await readCaller(ctx, config, token, now);
  cache?.put(key, caller.tenantId, caller, mark);
  return toCtx(ctx, caller);
}

function toCtx(ctx: Ctx, caller: Caller): TenantCtx {
  const { expiresAt: _e, lastUsedAt: _l, ...rest } = caller;
  return { ...ctx, ...rest };
}

async function readCaller(ctx: Ctx, config: Config, token: string, now: number): Promise<Caller> {
  const row = await readSession(ctx.db, token);
  if (!row) throw new AppError(Err.TOKEN_UNKNOWN);
  const times = { expiresAt: row.expiresAt.getTime(), lastUsedAt: row.lastUsedAt.getTime() };
  if (isStale(times, config, now)) {
    await ctx.db.delete(sessions).where(and(eq(sessions.tenantId, row.tenantId), eq(sessions.id, row.id)));
    throw new AppError(Err.LOGIN_EXPIRED);
  }
  const base = { tenantId: row.tenantId, sessionId: row.id, ...times };
  if (row.kind === 'device') return deviceCaller(ctx, row, base, now);
  const { user, role, tenant } = row;
  if (!user || !role) throw new AppError(Err.USER_MISSING);
  if (tenant?.status !== 'normal') throw new AppError(Err.TENANT_DISABLED);
  if (user.status === 'inactive') throw new AppError(Err.USER_DISABLED);
  if (user.status === 'frozen') throw new AppError(Err.DISABLED_CONTACT_ADMIN);

  // Touch at most once a minute: the idle clock needs no finer grain, and it saves a write per request.
  if (now - row.lastUsedAt.getTime() > 60_000) {
    await ctx.db
      .update(sessions)
      .set({ lastUsedAt: new Date(now) })
      .where(and(eq(sessions.tenantId, row.tenantId), eq(sessions.id, row.id)));
    base.lastUsedAt = now;
  }
  const isBoss = role.isBoss;
  return {
    ...base,
    userId: row.userId,
    sessionKind: row.kind,
    isBoss,
    permissions: new Set<number>(isBoss ? ALL_MENU_CODES : role.menuCodes),
    storeIds: isBoss || user.allStores ? 'all' : row.storeIds.map(Number),
    ...(row.kind === 'app' && row.storeId
      ? { app: { storeId: row.storeId, permissions: roleAppPermissionsOf(role) } }
      : {}),
    account: {
      name: user.name,
      email: user.email,
      areaCode: user.areaCode,
      phone: user.phone,
      phoneVerified: user.phoneVerified,
      address: user.address,
      sysLanguageId: user.sysLanguageId,
      roleName: role.name,
      company: tenant.company,
      sysCountryId: tenant.sysCountryId,
      sysCurrencyId: tenant.sysCurrencyId,
    },
  };
}

/** A device session: the device must still exist, be available and not frozen; it sees its own store only. */
async function deviceCaller(
  ctx: Ctx,
  row: NonNullable<Awaited<ReturnType<typeof readSession>>>,
  base: { tenantId: number; sessionId: number; expiresAt: number; lastUsedAt: number },
  now: number,
): Promise<Caller> {
  const device = row.device;
  if (!device) throw new AppError(Err.ACCOUNT_MISSING);
  if (row.tenant?.status !== 'normal') throw new AppError(Err.TENANT_DISABLED);
  if (device.status === 'frozen') throw new AppError(Err.ACCOUNT_DISABLED);
  if (!device.available) throw new AppError(Err.DISABLED_CONTACT_ADMIN);
  if (!device.lastSeenAt || now - device.lastSeenAt.getTime() > 60_000) {
    await ctx.db
      .update(devices)
      .set({ lastSeenAt: new Date(now) })
      .where(and(eq(devices.tenantId, row.tenantId), eq(devices.id, device.id)));
  }
  return {
    ...base,
    userId: 0,
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
  await db
    .delete(shopperSessions)
    .where(or(lt(shopperSessions.expiresAt, sql`now()`), lt(shopperSessions.lastUsedAt, idleCutoff)));
  // A day beyond the longest window, so an attempt still in flight never loses its row.
  await purgeStaleCounters(db, Math.max(config.login.windowMinutes * 60, config.codes.resendSeconds) + 86_400);
}

// ── Shopper sessions ─────────────────────────────────────────────────────────────────────────────────────────────
// A shopper (an online member of one merchant) signs in on the storefront. Their sessions are a kind of their own,
// kept apart from the staff's (`shopper_sessions`): a shopper token reaches the storefront's shopper routes only, and
// those routes take no other token (platform/http.ts). The token is `S` + a merchant token, so the guard tells the
// kinds apart before any lookup.

const SHOPPER_PREFIX = 'S';

/** True for a token of a shopper session (`S<merchant>.<random>`; an older staff token has no dot). */
export const isShopperToken = (token: string) => /^S[1-9][0-9]{0,15}\./.test(token);

/** A signed-in shopper: their merchant, their online member, their session. */
export interface ShopperSession {
  tenantId: number;
  memberId: number;
  sessionId: number;
}

/** Starts a shopper session for an online member and answers its token (only the hash is stored). */
export async function createShopperSession(
  db: Db,
  config: Config,
  member: { tenantId: number; memberId: number },
): Promise<string> {
  const token = SHOPPER_PREFIX + newTenantToken(member.tenantId);
  await db.insert(shopperSessions).values({
    tenantId: member.tenantId,
    onlineMemberId: member.memberId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + config.session.maxDays * 86_400_000),
  });
  return token;
}

/** The condition finding a shopper token's session: within the merchant it names, by the whole token's hash. */
function shopperToken(token: string) {
  const tenantId = tokenTenant(token.slice(SHOPPER_PREFIX.length));
  if (tenantId === null) return null;
  return and(eq(shopperSessions.tenantId, tenantId), eq(shopperSessions.tokenHash, hashToken(token)));
}

/** Ends one shopper session by its token. */
export async function endShopperSession(db: Db, token: string): Promise<void> {
  const where = shopperToken(token);
  if (where) await db.delete(shopperSessions).where(where);
}

/** Ends every session of an online member (password set or reset). */
export async function endShopperSessions(db: Db, tenantId: number, memberId: number): Promise<void> {
  await db
    .delete(shopperSessions)
    .where(and(eq(shopperSessions.tenantId, tenantId), eq(shopperSessions.onlineMemberId, memberId)));
}

/**
 * Resolves a shopper token. No token → 401; a token of another kind → 20041 (a back-office, POS or device session
 * never reaches a shopper route); unknown → 234; idle or past its end → 20083; a disabled merchant → 20028.
 */
export async function resolveShopperSession(
  ctx: Ctx,
  config: Config,
  token: string | undefined,
): Promise<ShopperSession> {
  if (!token) throw new AppError(Err.TOKEN_MISSING);
  if (!isShopperToken(token)) throw new AppError(Err.NO_PERMISSION);
  const where = shopperToken(token);
  if (!where) throw new AppError(Err.TOKEN_UNKNOWN);
  const [row] = await ctx.db
    .select({ s: shopperSessions, tenantStatus: tenants.status })
    .from(shopperSessions)
    .innerJoin(tenants, eq(tenants.id, shopperSessions.tenantId))
    .innerJoin(
      onlineMembers,
      and(eq(onlineMembers.tenantId, shopperSessions.tenantId), eq(onlineMembers.id, shopperSessions.onlineMemberId)),
    )
    .where(where)
    .limit(1);
  if (!row) throw new AppError(Err.TOKEN_UNKNOWN);
  const s = row.s;
  const now = Date.now();
  const mine = and(eq(shopperSessions.tenantId, s.tenantId), eq(shopperSessions.id, s.id));
  if (s.expiresAt.getTime() < now || s.lastUsedAt.getTime() + config.session.idleHours * 3_600_000 < now) {
    await ctx.db.delete(shopperSessions).where(mine);
    throw new AppError(Err.LOGIN_EXPIRED);
  }
  if (row.tenantStatus !== 'normal') throw new AppError(Err.TENANT_DISABLED);
  if (now - s.lastUsedAt.getTime() > 60_000)
    await ctx.db
      .update(shopperSessions)
      .set({ lastUsedAt: new Date(now) })
      .where(mine);
  return { tenantId: s.tenantId, memberId: s.onlineMemberId, sessionId: s.id };
}
