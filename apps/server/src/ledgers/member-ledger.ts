// The members' points and credit ledgers, written by the members module (changes by hand, repayments) and by the
// sales module (points earned and redeemed, credit sales, visits) inside the receipt's own transaction.
import { Err, POINTS_DEFAULTS } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { memberCreditLedger, memberPointsLedger, members } from '../db/schema';
import { inCallersTransaction, type TenantCtx } from '../platform/context';
import { AppError } from '../platform/errors';

export type PointsKind = 'purchase' | 'redeem' | 'adjust';
export type CreditKind = 'creditSale' | 'repayment';

/** A change of one ledger: signed delta, why, and the source document (null for changes by hand). */
export interface Change<K> {
  delta: Decimal;
  kind: K;
  reason?: string;
  docRef?: string | null;
}

export const fixed = (d: Decimal) => d.toFixed(4);
const memberById = (ctx: TenantCtx, id: number) => and(eq(members.tenantId, ctx.tenantId), eq(members.id, id));

/**
 * Points and credit of members. Each balance is a ledger: every change is a row, written in the same transaction
 * as the cached balance on the member row, which is locked first (SELECT … FOR NO KEY UPDATE), so concurrent changes
 * queue and `balance = Σ ledger` always holds.
 *
 * Refusals: 20104 member missing; 20111 insufficient balance (points would go below zero, or a credit sale would
 * take what the member owes above the credit limit — a member not on credit has no credit); 20115 illegal amount
 * (zero or negative amounts, repaying more than is owed).
 *
 * The sales module calls `changePoints`, `changeCredit` and `recordPurchase` inside its own order transaction (pass
 * its transaction context: the change then commits or rolls back with the order, with no savepoint of its own).
 */
/**
 * Locks the member row for the rest of the transaction (FOR NO KEY UPDATE: rows referencing the member can still be
 * written). A transaction that also moves stock locks the member first (`lockLedgers`, lock-order.ts).
 */
export async function lockMember(tx: TenantCtx, memberId: number) {
  const [m] = await tx.db.select().from(members).where(memberById(tx, memberId)).for('no key update');
  if (!m) throw new AppError(Err.MEMBER_MISSING);
  return m;
}

/** The points ledger's row of a change that leaves the balance at `next`. */
const pointsRow = (tx: TenantCtx, memberId: number, change: Change<PointsKind>, next: Decimal) =>
  tx.db.insert(memberPointsLedger).values({
    tenantId: tx.tenantId,
    memberId,
    delta: fixed(change.delta),
    balanceAfter: fixed(next),
    kind: change.kind,
    reason: change.reason ?? '',
    docRef: change.docRef ?? null,
    userId: tx.userId,
  });

export async function changePoints(ctx: TenantCtx, memberId: number, change: Change<PointsKind>) {
  return inCallersTransaction(ctx, async (tx) => {
    const m = await lockMember(tx, memberId);
    const next = new Decimal(m.pointsBalance).plus(change.delta);
    if (next.isNegative()) throw new AppError(Err.WALLET_BALANCE_INSUFFICIENT);
    await pointsRow(tx, memberId, change, next);
    const [updated] = await tx.db
      .update(members)
      .set({ pointsBalance: fixed(next), updatedAt: new Date() })
      .where(memberById(tx, memberId))
      .returning();
    return updated;
  });
}

export async function changeCredit(ctx: TenantCtx, memberId: number, change: Change<CreditKind>) {
  return inCallersTransaction(ctx, async (tx) => {
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
export function positive(amount: string | Decimal.Value): Decimal {
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
export async function pointsFor(ctx: TenantCtx, amount: Decimal): Promise<Decimal> {
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

/**
 * A completed sale of a member: counts the visit (first, last, total), adds to the total spent and earns the points
 * on `amount`, in one transaction. Answers the points earned.
 */
export async function recordPurchase(
  ctx: TenantCtx,
  memberId: number,
  sale: { amount: string; docRef: string; at?: Date },
): Promise<string> {
  const amount = positive(sale.amount);
  const at = sale.at ?? new Date();
  return inCallersTransaction(ctx, async (tx) => {
    const m = await lockMember(tx, memberId);
    const points = await pointsFor(tx, amount);
    // The visit, the total spent and the points earned in one update of the member row.
    const balance = new Decimal(m.pointsBalance).plus(points);
    if (!points.isZero())
      await pointsRow(tx, memberId, { delta: points, kind: 'purchase', docRef: sale.docRef }, balance);
    await tx.db
      .update(members)
      .set({
        totalVisits: m.totalVisits + 1,
        totalSpent: fixed(new Decimal(m.totalSpent).plus(amount)),
        firstVisitAt: m.firstVisitAt && m.firstVisitAt < at ? m.firstVisitAt : at,
        lastVisitAt: m.lastVisitAt && m.lastVisitAt > at ? m.lastVisitAt : at,
        pointsBalance: fixed(balance),
        updatedAt: new Date(),
      })
      .where(memberById(tx, memberId));
    return fixed(points);
  });
}
