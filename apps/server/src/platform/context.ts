import type { DeviceKind, RoleAppPermissions, UiLang } from '@tillbook/contract';
import type { Db } from './db';

/** What every service receives first: the database (or transaction), the caller's language and time zone. */
export interface Ctx {
  db: Db;
  lang: UiLang;
  /** The caller's offset east of UTC in milliseconds (§7 headers); reports bucket dates with it. */
  tzOffsetMs: number;
  requestId: string;
  ip: string;
}

/** A signed-in caller: every tenant-owned query is scoped by `tenantId` (and `storeIds`). */
export interface TenantCtx extends Ctx {
  tenantId: number;
  userId: number;
  sessionId: number;
  sessionKind: 'web' | 'app' | 'device';
  isBoss: boolean;
  permissions: ReadonlySet<number>;
  /** The stores the caller may see, or 'all'. */
  storeIds: readonly number[] | 'all';
  /** POS app sessions: the till's store and the role's app permissions with discount limits (§6). */
  app?: { storeId: number; permissions: RoleAppPermissions };
  /** Device sessions: the device, its kind and store. */
  device?: { id: number; kind: DeviceKind; storeId: number };
}

/** Runs `fn` in one transaction; the context it receives queries through that transaction. */
export function inTransaction<C extends Ctx, T>(ctx: C, fn: (tx: C) => Promise<T>): Promise<T> {
  return ctx.db.transaction((db) => fn({ ...ctx, db: db as unknown as Db }));
}
