import { Err, type ErrCode } from '@tillbook/contract';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Config } from '../config';
import { verificationCodes } from '../db/schema';
import type { Ctx } from './context';
import { claimGap, clearSlots } from './counters';
import { AppError } from './errors';
import { hashSecret, newCode, verifySecret } from './secrets';

export type CodePurpose = 'register' | 'changeEmail' | 'phone';

/** The refusal codes of one channel: e-mail codes and SMS codes answer different numbers (§8). */
const CHANNEL: Record<
  'email' | 'phone',
  { empty: ErrCode; missing: ErrCode; tooSoon: ErrCode; expired: ErrCode; wrong: ErrCode }
> = {
  email: {
    empty: Err.EMAIL_CODE_EMPTY,
    missing: Err.EMAIL_CODE_MISSING,
    tooSoon: Err.EMAIL_CODE_TOO_SOON,
    expired: Err.EMAIL_CODE_EXPIRED,
    wrong: Err.EMAIL_CODE_WRONG,
  },
  phone: {
    empty: Err.MOBILE_CODE_EMPTY,
    missing: Err.MOBILE_CODE_MISSING,
    tooSoon: Err.MOBILE_CODE_TOO_SOON,
    expired: Err.MOBILE_CODE_EXPIRED,
    wrong: Err.MOBILE_CODE_WRONG,
  },
};
const channelOf = (purpose: CodePurpose) => (purpose === 'phone' ? CHANNEL.phone : CHANNEL.email);

async function latest(ctx: Ctx, purpose: CodePurpose, target: string) {
  const [row] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

const gapKey = (purpose: CodePurpose, target: string) => `gap:code:${purpose}:${target}`;

/**
 * Creates a code for `target` (refused with 20009/20013 when the last one is younger than the resend gap; the gap
 * is claimed in one statement, so of two parallel requests only one sends).
 */
export async function issueCode(ctx: Ctx, config: Config, purpose: CodePurpose, target: string): Promise<string> {
  if (!(await claimGap(ctx, gapKey(purpose, target), config.codes.resendSeconds))) {
    throw new AppError(channelOf(purpose).tooSoon);
  }
  const code = newCode();
  await ctx.db.insert(verificationCodes).values({
    purpose,
    target,
    codeHash: await hashSecret(code),
    expiresAt: new Date(Date.now() + config.codes.ttlMinutes * 60_000),
  });
  return code;
}

/** Removes a code that was issued but could not be delivered, so the resend gap does not block a retry. */
export async function withdrawCode(ctx: Ctx, purpose: CodePurpose, target: string): Promise<void> {
  const last = await latest(ctx, purpose, target);
  if (last) await ctx.db.delete(verificationCodes).where(eq(verificationCodes.id, last.id));
  await clearSlots(ctx, gapKey(purpose, target));
}

/**
 * Checks and uses up the latest code for `target`. Refusals: empty, none requested (or used up), expired, wrong.
 * Each check first takes one of the code's `maxAttempts` tries in one statement, so parallel guesses cannot run
 * past the limit; after that many the code is spent, so guessing six digits is not practical.
 */
export async function consumeCode(ctx: Ctx, config: Config, purpose: CodePurpose, target: string, code: string) {
  const codes = channelOf(purpose);
  if (!code.trim()) throw new AppError(codes.empty);
  const last = await latest(ctx, purpose, target);
  if (!last || last.usedAt || last.attempts >= config.codes.maxAttempts) throw new AppError(codes.missing);
  if (last.expiresAt.getTime() < Date.now()) throw new AppError(codes.expired);
  const tried = await ctx.db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, last.id),
        isNull(verificationCodes.usedAt),
        lt(verificationCodes.attempts, config.codes.maxAttempts),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  if (tried.length === 0) throw new AppError(codes.missing);
  if (!(await verifySecret(last.codeHash, code.trim()))) throw new AppError(codes.wrong);
  const used = await ctx.db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(verificationCodes.id, last.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  // Two requests racing with the same code: only one may use it.
  if (used.length === 0) throw new AppError(codes.missing);
}
