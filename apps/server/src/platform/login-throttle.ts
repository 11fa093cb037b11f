import { Err } from '@tillbook/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Config } from '../config';
import { loginFailures } from '../db/schema';
import type { Ctx } from './context';
import { AppError } from './errors';

// Counts live in the database so every server copy behind a load balancer sees the same numbers.
const keys = (email: string, ip: string) => ({ account: `acct:${email}`, address: `ip:${ip}` });

/**
 * Before a login attempt: refuses (20025) an account or address over its limit within the window,
 * and waits a little longer for each failure past the slow-down threshold.
 */
export async function beforeLoginAttempt(ctx: Ctx, config: Config, email: string) {
  const k = keys(email, ctx.ip);
  const windowStart = Date.now() - config.login.windowMinutes * 60_000;
  const rows = await ctx.db
    .select()
    .from(loginFailures)
    .where(inArray(loginFailures.key, [k.account, k.address]));
  const recent = (key: string) => {
    const r = rows.find((x) => x.key === key);
    return r && r.firstAt.getTime() >= windowStart ? r.count : 0;
  };
  const account = recent(k.account);
  const address = recent(k.address);
  if (account >= config.login.lockAfter || address >= config.login.ipLockAfter) throw new AppError(Err.LOGIN_LOCKED);
  const over = account - config.login.slowAfter + 1;
  if (over > 0) await new Promise((r) => setTimeout(r, Math.min(over * config.login.delayMs, 5000)));
}

/** Records a failed attempt for the account and the address (a new window starts when the old one is over). */
export async function recordLoginFailure(ctx: Ctx, config: Config, email: string) {
  const k = keys(email, ctx.ip);
  const windowStart = sql`${new Date(Date.now() - config.login.windowMinutes * 60_000).toISOString()}::timestamptz`;
  for (const key of [k.account, k.address]) {
    await ctx.db
      .insert(loginFailures)
      .values({ key, count: 1, firstAt: new Date(), lastAt: new Date() })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          count: sql`case when ${loginFailures.firstAt} < ${windowStart} then 1 else ${loginFailures.count} + 1 end`,
          firstAt: sql`case when ${loginFailures.firstAt} < ${windowStart} then now() else ${loginFailures.firstAt} end`,
          lastAt: sql`now()`,
        },
      });
  }
}

/** A successful login clears the account's count. */
export async function clearLoginFailures(ctx: Ctx, email: string) {
  await ctx.db.delete(loginFailures).where(inArray(loginFailures.key, [keys(email, ctx.ip).account]));
}
