import { Err, type MemberLedgerQuery, type MemberLedgerRow, type MemberRow, POINTS_DEFAULTS } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { memberCreditLedger, memberPointsLedger, members, users } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { pageWindow } from '../../platform/scope';
import { findMember, memberById, toRow } from './member-rows';

type PointsKind = 'purchase' | 'redeem' | 'adjust';
type CreditKind = 'creditSale' | 'repayment';

/** A change of one ledger: signed delta, why, and the source document (null for changes by hand). */
interface Change<K> {
  delta: Decimal;
  kind: K;
  reason?: string;
  docRef?: string | null;
}

const fixed = (d: Decimal) => d.toFixed(4);

/**
 * Points and credit of members. Each balance is a ledger: every change is a row, written in the same transaction
 * as the cached balance on the member row, which is locked first (SELECT … FOR UPDATE), so concurrent changes
 * queue and `balance = Σ ledger` always holds.
 *
 * Refusals: 20104 member missing; 20111 insufficient balance (points would go below zero, or a credit sale would
 * take what the member owes above the credit limit — a member not on credit has no credit); 20115 illegal amount
 * (zero or negative amounts, repaying more than is owed).
 *
 * The sales module calls `earnPoints`, `redeemPoints`, `chargeCredit` and `recordPurchase` inside its own order
 * transaction (pass its transaction context: the change then commits or rolls back with the order).
 */
export function createLedgerService() {
  /** Locks the member row for the rest of the transaction. */
  async function lockMember(tx: TenantCtx, memberId: number) {
    const [m] = await tx.db.select().from(members).where(memberById(tx, memberId)).for('update');
    if (!m) throw new AppError(Err.MEMBER_MISSING);
    return m;
  }

  async function changePoints(ctx: TenantCtx, memberId: number, change: Change<PointsKind>) {
    return inTransaction(ctx, async (tx) => {
      const m = await lockMember(tx, memberId);
      const next = new Decimal(m.pointsBalance).plus(change.delta);
      if (next.isNegative()) throw new AppError(Err.WALLET_BALANCE_INSUFFICIENT);
      await tx.db.insert(memberPointsLedger).values({
        tenantId: tx.tenantId,
        memberId,
        delta: fixed(change.delta),
        balanceAfter: fixed(next),
        kind: change.kind,
        reason: change.reason ?? '',
        docRef: change.docRef ?? null,
        userId: tx.userId,
      });
      const [updated] = await tx.db
        .update(members)
        .set({ pointsBalance: fixed(next), updatedAt: new Date() })
        .where(memberById(tx, memberId))
        .returning();
      return updated;
    });
  }

  async function changeCredit(ctx: TenantCtx, memberId: number, change: Change<CreditKind>) {
    return inTransaction(ctx, async (tx) => {
      const m = await lockMember(tx, memberId);
      const next = new Decimal(m.creditBalance).plus(change.delta);
      if (change.kind === 'creditSale' && (!m.onCredit || next.greaterThan(m.creditLimit))) {
        throw new AppError(Err.WALLET_BALANCE_INSUFFICIENT);
      }
      if (next.isNegative()) throw new AppError(Err.AMOUNT_ILLEGAL);
      await tx.db.insert(memberCreditLedger).values({
        tenantId: tx.tenantId,
        memberId,
        delta: fixed(change.delta),
        balanceAfter: fixed(next),
        kind: change.kind,
        reason: change.reason ?? '',
        docRef: change.docRef ?? null,
        userId: tx.userId,
      });
      const [updated] = await tx.db
        .update(members)
        .set({ creditBalance: fixed(next), updatedAt: new Date() })
        .where(memberById(tx, memberId))
        .returning();
      return updated;
    });
  }

  /** A positive amount, else 20115. */
  function positive(amount: string | Decimal.Value): Decimal {
    let d: Decimal;
    try {
      d = new Decimal(amount);
    } catch {
      throw new AppError(Err.AMOUNT_ILLEGAL);
    }
    if (!d.isFinite() || d.lessThanOrEqualTo(0) || d.decimalPlaces() > 4) throw new AppError(Err.AMOUNT_ILLEGAL);
    return d;
  }

  /** The points earned for an amount: amount × earn ratio / 100, rounded down to 4 places; 0 when points are off. */
  async function pointsFor(ctx: TenantCtx, amount: Decimal): Promise<Decimal> {
    // The settings module owns points_settings; read with SQL (modules do not import each other).
    const found = await ctx.db.execute<{ enabled: boolean; earn_ratio: string }>(
      sql`select enabled, earn_ratio::text as earn_ratio from points_settings where tenant_id = ${ctx.tenantId}`,
    );
    const rows = (found as unknown as { rows?: { enabled: boolean; earn_ratio: string }[] }).rows ?? found;
    const s = (rows as { enabled: boolean; earn_ratio: string }[])[0];
    const enabled = s ? s.enabled : POINTS_DEFAULTS.enabled;
    const ratio = s ? s.earn_ratio : POINTS_DEFAULTS.earnRatio;
    if (!enabled) return new Decimal(0);
    return amount.times(ratio).dividedBy(100).toDecimalPlaces(4, Decimal.ROUND_DOWN);
  }

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
    async recordPurchase(
      ctx: TenantCtx,
      memberId: number,
      sale: { amount: string; docRef: string; at?: Date },
    ): Promise<string> {
      const amount = positive(sale.amount);
      const at = sale.at ?? new Date();
      return inTransaction(ctx, async (tx) => {
        const m = await lockMember(tx, memberId);
        await tx.db
          .update(members)
          .set({
            totalVisits: m.totalVisits + 1,
            totalSpent: fixed(new Decimal(m.totalSpent).plus(amount)),
            firstVisitAt: m.firstVisitAt && m.firstVisitAt < at ? m.firstVisitAt : at,
            lastVisitAt: m.lastVisitAt && m.lastVisitAt > at ? m.lastVisitAt : at,
            updatedAt: new Date(),
          })
          .where(memberById(tx, memberId));
        const points = await pointsFor(tx, amount);
        if (!points.isZero())
          await changePoints(tx, memberId, { delta: points, kind: 'purchase', docRef: sale.docRef });
        return fixed(points);
      });
    },

    pointsHistory: (ctx: TenantCtx, q: MemberLedgerQuery) => history(ctx, memberPointsLedger, q),
    creditHistory: (ctx: TenantCtx, q: MemberLedgerQuery) => history(ctx, memberCreditLedger, q),
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
