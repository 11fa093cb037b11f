// The storefront's rate limits per merchant and client address, each checked and counted in one statement
// (platform/counters.ts), so they hold however many requests arrive at once. Sign-in failures are counted by the
// login throttle (platform/login-throttle.ts) like the back office's, against the account and the address.
import { Err, type ErrCode } from '@tillbook/contract';
import type { Ctx } from '../../../platform/context';
import { takeSlot } from '../../../platform/counters';
import { AppError } from '../../../platform/errors';

/** How many of each a client address may do at one merchant within the window. */
export const STOREFRONT_LIMITS = {
  /** Verification codes and links mailed (registration, resend, password). */
  codeSends: { max: 10, windowMinutes: 60, refusal: Err.EMAIL_CODE_TOO_SOON },
  /** Verification codes tried. */
  codeTries: { max: 30, windowMinutes: 60, refusal: Err.LOGIN_LOCKED },
  /** Orders placed (and tried). */
  orders: { max: 30, windowMinutes: 10, refusal: Err.DUPLICATE_OPERATION },
} as const satisfies Record<string, { max: number; windowMinutes: number; refusal: ErrCode }>;

export type StorefrontLimit = keyof typeof STOREFRONT_LIMITS;

/** Takes one of the address's slots for `limit` at the merchant, or refuses with the limit's code. */
export async function charge(ctx: Ctx, limit: StorefrontLimit, tenantId: number): Promise<void> {
  const l = STOREFRONT_LIMITS[limit];
  const taken = await takeSlot(ctx, `shop-${limit}:${tenantId}:${ctx.ip}`, l.max, l.windowMinutes);
  if (taken === null) throw new AppError(l.refusal);
}
