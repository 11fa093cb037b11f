import { Err, type MemberLedgerQuery, type MemberLedgerRow, type MemberRow } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, count, desc, eq } from 'drizzle-orm';
import { memberCreditLedger, memberPointsLedger, users } from '../../db/schema';
import { changeCredit, changePoints, fixed, pointsFor, positive, recordPurchase } from '../../ledgers/member-ledger';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { pageWindow } from '../../platform/list';
import { findMember, toRow } from './member-rows';

/**
 * Points and credit of members, as the back office sees them: changes by hand, repayments and the histories. The
 * ledger writes themselves are in `ledgers/member-ledger.ts` (shared with the sales module).
 */
export function createLedgerService() {
  async function history(
    ctx: TenantCtx,
    table: typeof memberPointsLedger | typeof memberCreditLedger,
    q: MemberLedgerQuery,
  ): Promise<{ list: MemberLedgerRow[]; total: number }> {
    await findMember(ctx, q.memberId);
    const where = and(eq(table.tenantId, ctx.tenantId), eq(table.memberId, q.memberId));
    const [{ total }] = await ctx.db.select({ total: count() }).from(table).where(where);
    const { limit, offset } = pageWindow(q);
    const found = await ctx.db
      .select({
        id: table.id,
        delta: table.delta,
        balanceAfter: table.balanceAfter,
        kind: table.kind,
        reason: table.reason,
        docRef: table.docRef,
        userId: table.userId,
        userName: users.name,
        createdAt: table.createdAt,
      })
      .from(table)
      .leftJoin(users, and(eq(users.tenantId, table.tenantId), eq(users.id, table.userId)))
      .where(where)
      .orderBy(desc(table.id))
      .limit(limit)
      .offset(offset);
    return { list: found.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total };
  }

  return {
    /** Adds or takes points by hand, with a reason (the body schema requires one). */
    async adjustPoints(ctx: TenantCtx, b: { memberId: number; delta: string; reason: string }): Promise<MemberRow> {
      const delta = new Decimal(b.delta);
      if (delta.isZero()) throw new AppError(Err.AMOUNT_ILLEGAL);
      return toRow(await changePoints(ctx, b.memberId, { delta, kind: 'adjust', reason: b.reason }));
    },

    /** Points earned by a purchase per the points settings; answers the points earned ('0.0000' when none). */
    async earnPoints(ctx: TenantCtx, memberId: number, purchaseAmount: string, docRef: string): Promise<string> {
      const points = await pointsFor(ctx, positive(purchaseAmount));
      if (points.isZero()) {
        await findMember(ctx, memberId);
        return fixed(points);
      }
      await changePoints(ctx, memberId, { delta: points, kind: 'purchase', docRef });
      return fixed(points);
    },

    /** Points spent when paying; 20111 when the member has fewer. */
    async redeemPoints(ctx: TenantCtx, memberId: number, points: string, docRef: string): Promise<MemberRow> {
      return toRow(await changePoints(ctx, memberId, { delta: positive(points).negated(), kind: 'redeem', docRef }));
    },

    /** A sale on credit: the member owes `amount` more; 20111 beyond the credit limit or when not on credit. */
    async chargeCredit(ctx: TenantCtx, memberId: number, amount: string, docRef: string): Promise<MemberRow> {
      return toRow(await changeCredit(ctx, memberId, { delta: positive(amount), kind: 'creditSale', docRef }));
    },

    /** The member pays back `amount`; 20115 when that is more than is owed. */
    async repayCredit(
      ctx: TenantCtx,
      b: { memberId: number; amount: string; reason?: string; docRef?: string | null },
    ): Promise<MemberRow> {
      const delta = positive(b.amount).negated();
      return toRow(
        await changeCredit(ctx, b.memberId, { delta, kind: 'repayment', reason: b.reason, docRef: b.docRef }),
      );
    },

    /**
     * A completed sale of a member: counts the visit (first, last, total), adds to the total spent and earns the
     * points, in one transaction. Answers the points earned.
     */
    recordPurchase: (ctx: TenantCtx, memberId: number, sale: { amount: string; docRef: string; at?: Date }) =>
      recordPurchase(ctx, memberId, sale),

    pointsHistory: (ctx: TenantCtx, q: MemberLedgerQuery) => history(ctx, memberPointsLedger, q),
    creditHistory: (ctx: TenantCtx, q: MemberLedgerQuery) => history(ctx, memberCreditLedger, q),
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
