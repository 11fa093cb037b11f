import { Err } from '@tillbook/contract';
import type { Config } from '../config';
import type { Ctx } from './context';
import { clearSlots, giveBackSlot, takeSlot } from './counters';
import { AppError } from './errors';

/** One counter an attempt is charged to, with its limit within the login window. */
interface Limit {
  key: string;
  max: number;
  /** A passed attempt forgets this counter's failures (an account's own; never a counter others share). */
  clearOnPass?: boolean;
  /** This counter's failures past `slowAfter` delay the answer of a failure. */
  slows?: boolean;
}

/** A login attempt that has been let through: tell it how the check went. */
export interface LoginAttempt {
  /** The secret was wrong: the attempt stays counted; from the `slowAfter`-th failure on the answer waits. */
  failed(): Promise<void>;
  /** The secret was right: the attempt is given back (and the account's failures forgotten). */
  passed(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Charges one attempt to every counter BEFORE the secret is checked, each in one atomic statement, so that however
 * many requests run in parallel at most `max` checks happen per counter and window. Refuses with 20025 when a
 * counter is full (the slots already taken for this attempt are given back).
 */
async function beginAttempt(ctx: Ctx, config: Config, limits: Limit[]): Promise<LoginAttempt> {
  const taken: { limit: Limit; count: number }[] = [];
  for (const limit of limits) {
    const count = await takeSlot(ctx, limit.key, limit.max, config.login.windowMinutes);
    if (count === null) {
      for (const t of taken) await giveBackSlot(ctx, t.limit.key);
      throw new AppError(Err.LOGIN_LOCKED);
    }
    taken.push({ limit, count });
  }
  return {
    async failed() {
      // The n-th failure within the window waits (n - slowAfter + 1) delays: the slowAfter-th waits one.
      const failures = Math.max(0, ...taken.filter((t) => t.limit.slows).map((t) => t.count));
      const over = failures - config.login.slowAfter + 1;
      if (over > 0) await sleep(Math.min(over * config.login.delayMs, 5000));
    },
    async passed() {
      for (const t of taken) {
        if (t.limit.clearOnPass) await clearSlots(ctx, t.limit.key);
        else await giveBackSlot(ctx, t.limit.key);
      }
    },
  };
}

/**
 * A password login (back office or device account): counted against the account (`LOGIN_LOCK_AFTER`) and the
 * client address (`LOGIN_IP_LOCK_AFTER`). `account` is the login name with a prefix of its kind.
 */
export function beginLoginAttempt(ctx: Ctx, config: Config, account: string): Promise<LoginAttempt> {
  return beginAttempt(ctx, config, [
    { key: `acct:${account}`, max: config.login.lockAfter, clearOnPass: true, slows: true },
    { key: `ip:${ctx.ip}`, max: config.login.ipLockAfter },
  ]);
}

/**
 * A POS PIN login: counted against the till's store (`LOGIN_PIN_LOCK_AFTER`), the whole merchant
 * (`LOGIN_PIN_MERCHANT_LOCK_AFTER`) and the client address (`LOGIN_IP_LOCK_AFTER`), never against the e-mail
 * login of the account the till is set up with. A PIN is shared by nobody, so a right one only gives its own
 * attempt back: it does not wipe out the failures of someone guessing at the same till. Unknown merchant: `null`.
 */
export function beginPinAttempt(
  ctx: Ctx,
  config: Config,
  merchant: { tenantId: number; storeId: number } | null,
): Promise<LoginAttempt> {
  const address = { key: `pin-ip:${ctx.ip}`, max: config.login.ipLockAfter };
  if (!merchant) return beginAttempt(ctx, config, [address]);
  return beginAttempt(ctx, config, [
    { key: `pin-store:${merchant.tenantId}:${merchant.storeId}`, max: config.login.pinLockAfter, slows: true },
    { key: `pin-merchant:${merchant.tenantId}`, max: config.login.pinMerchantLockAfter },
    address,
  ]);
}
