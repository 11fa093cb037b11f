import type { DeviceKind, RoleAppPermissions, UiLang } from '@tillbook/contract';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './db';
import { sqlState } from './errors';

export { sqlState };

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
  sessionKind: 'web' | 'app' | 'device' | 'shopper';
  isBoss: boolean;
  permissions: ReadonlySet<number>;
  /** The stores the caller may see, or 'all'. */
  storeIds: readonly number[] | 'all';
  /** POS app sessions: the till's store and the role's app permissions with discount limits (§6). */
  app?: { storeId: number; permissions: RoleAppPermissions };
  /** Device sessions: the device, its kind and store. */
  device?: { id: number; kind: DeviceKind; storeId: number };
  /**
   * Back-office and app sessions: the account as the guard read it with the session (at most a few seconds old, and
   * dropped at once when it changes), so that /user/info need not read it again.
   */
  account?: SignedInAccount;
}

/** What the guard reads of the signed-in user, their role and merchant besides the permissions (no secrets). */
export interface SignedInAccount {
  name: string;
  email: string | null;
  areaCode: string;
  phone: string;
  phoneVerified: boolean;
  address: string;
  sysLanguageId: number;
  roleName: string;
  company: string;
  sysCountryId: number;
  sysCurrencyId: number;
}

/** How many times a transaction is tried before a deadlock or serialization failure reaches the caller. */
export const TRANSACTION_TRIES = 5;

/** Deadlock detected, serialization failure: PostgreSQL rolled the transaction back and asks for it again. */
const RETRYABLE = new Set(['40P01', '40001']);

/** A random wait before try `n + 1`: up to 10 ms, 20 ms, 40 ms, 80 ms (spread, so the losers do not meet again). */
const backOff = (n: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** (n - 1)));

/**
 * Runs `fn` in one transaction; the context it receives queries through that transaction. When PostgreSQL gives up
 * on the transaction (a deadlock, 40P01, or a serialization failure, 40001), the whole of `fn` runs again in a new
 * transaction, up to TRANSACTION_TRIES times, so a till's upload does not fail for it. `fn` must therefore do nothing
 * a second run would repeat outside the database (no mail, no file, no counter kept in a variable outside it): do
 * those after the transaction. Called inside a transaction, it opens a savepoint and never retries: the outermost
 * call runs everything again.
 */
export async function inTransaction<C extends Ctx, T>(ctx: C, fn: (tx: C) => Promise<T>): Promise<T> {
  if (ctx.db instanceof PgTransaction) {
    const outer = commitHooks.get(ctx.db as unknown as Db);
    return ctx.db.transaction((db) => {
      if (outer) commitHooks.set(db as unknown as Db, outer);
      return fn({ ...ctx, db: db as unknown as Db });
    });
  }
  const root = ctx.db;
  let hooks: CommitHook[] = [];
  const result = await retryingConflicts(() => {
    // A try that failed leaves nothing behind, its hooks included.
    hooks = [];
    return ctx.db.transaction((db) => {
      commitHooks.set(db as unknown as Db, hooks);
      return fn({ ...ctx, db: db as unknown as Db });
    });
  });
  for (const hook of hooks) hook(root);
  return result;
}

/**
 * Runs `fn` in the caller's transaction when there is one, without a savepoint (two statements fewer): a refusal
 * then rolls back the caller's whole transaction, so a caller must not catch it and carry on. Without one, `fn` runs
 * in a transaction of its own (`inTransaction`).
 */
export function inCallersTransaction<C extends Ctx, T>(ctx: C, fn: (tx: C) => Promise<T>): Promise<T> {
  return ctx.db instanceof PgTransaction ? fn(ctx) : inTransaction(ctx, fn);
}

/** What runs once the outermost transaction committed; it gets the database (not the transaction). */
export type CommitHook = (db: Db) => void;

/** The hooks of the transactions `inTransaction` opened, by the transaction's handle (savepoints share them). */
const commitHooks = new WeakMap<Db, CommitHook[]>();

/**
 * Runs `hook` after the transaction of `tx` commits (never when it rolls back), e.g. waking a worker for a row the
 * transaction queued. Outside a transaction it runs at once; in a transaction `inTransaction` did not open, never
 * (whatever waits for the row must find it by itself).
 */
export function afterCommit(tx: Ctx, hook: CommitHook): void {
  if (tx.db instanceof PgTransaction) commitHooks.get(tx.db as unknown as Db)?.push(hook);
  else hook(tx.db);
}

/**
 * Runs `fn` again, up to TRANSACTION_TRIES times in all, while PostgreSQL gives up on it for a deadlock or a
 * serialization failure (it rolled back what `fn` did). For a transaction use `inTransaction`; this is for a single
 * statement that may meet another copy's, such as creating the job queue.
 */
export async function retryingConflicts<T>(run: () => Promise<T>): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await run();
    } catch (e) {
      const state = sqlState(e);
      if (tried >= TRANSACTION_TRIES || !state || !RETRYABLE.has(state)) throw e;
      await backOff(tried);
    }
  }
}
