// The members' points and credit ledgers, written by the members module (changes by hand, repayments) and by the
// sales module (points earned and redeemed, credit sales, visits) inside the receipt's own transaction.
import { Err, POINTS_DEFAULTS } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { memberCreditLedger, memberPointsLedger, members } from '../db/schema';
import { inCallersTransaction, type TenantCtx } from '../platform/context';
import { AppError } from '../platform/errors';
import { writeTogether } from './receipt-statement';

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
 * The sales module calls `settleSale` (a paid receipt: all of its member's changes at once) and, for refunds,
 * `changePoints` and `changeCredit` inside its own order transaction (pass its transaction context: the change then
 * commits or rolls back with the order, with no savepoint of its own).
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

/** The points settings that earning reads (the merchant's row, or null for the defaults). */
export interface EarnSettings {
  enabled: boolean;
  earnRatio: string;
}

/** The points earned for an amount under `settings`: amount × earn ratio / 100, rounded down to 4 places. */
export function pointsEarnedFor(settings: EarnSettings | null, amount: Decimal): Decimal {
  const { enabled, earnRatio } = settings ?? POINTS_DEFAULTS;
  if (!enabled) return new Decimal(0);
  return amount.times(earnRatio).dividedBy(100).toDecimalPlaces(4, Decimal.ROUND_DOWN);
}

/** The points earned for an amount: amount × earn ratio / 100, rounded down to 4 places; 0 when points are off. */
export async function pointsFor(ctx: TenantCtx, amount: Decimal): Promise<Decimal> {
  // The settings module owns points_settings; read with SQL (modules do not import each other).
  const found = await ctx.db.execute<{ enabled: boolean; earn_ratio: string }>(
    sql`select enabled, earn_ratio::text as earn_ratio from points_settings where tenant_id = ${ctx.tenantId}`,
  );
  const rows = (found as unknown as { rows?: { enabled: boolean; earn_ratio: string }[] }).rows ?? found;
  const s = (rows as { enabled: boolean; earn_ratio: string }[])[0];
  return pointsEarnedFor(s ? { enabled: s.enabled, earnRatio: s.earn_ratio } : null, amount);
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

export type MemberRow = typeof members.$inferSelect;

/** What a paid sale changes of its member: points spent, credit taken, and the purchase (when the total is above 0). */
export interface SaleOfMember {
  redeemed: Decimal;
  credit: Decimal;
  purchase: { amount: string; at: Date; settings: EarnSettings | null } | null;
  docRef: string;
}

/**
 * The member's side of a paid sale in the caller's transaction, on the member row the caller locked (`lockLedgers`):
 * points redeemed, credit sale, visit, total spent and points earned — the same rows and refusals as `changePoints`,
 * `changeCredit` and `recordPurchase` one after the other, in three statements at most instead of a lock, insert and
 * update for each. Answers the points earned.
 */
export async function settleSale(tx: TenantCtx, m: MemberRow, sale: SaleOfMember): Promise<string> {
  let points = new Decimal(m.pointsBalance);
  const pointsRows: { delta: Decimal; kind: PointsKind; after: Decimal }[] = [];
  if (sale.redeemed.gt(0)) {
    points = points.minus(sale.redeemed);
    if (points.isNegative()) throw new AppError(Err.WALLET_BALANCE_INSUFFICIENT);
    pointsRows.push({ delta: sale.redeemed.negated(), kind: 'redeem', after: points });
  }
  const credit = new Decimal(m.creditBalance).plus(sale.credit);
  if (sale.credit.gt(0) && (!m.onCredit || credit.greaterThan(m.creditLimit)))
    throw new AppError(Err.WALLET_BALANCE_INSUFFICIENT);
  const visit: Partial<MemberRow> = {};
  let earned = new Decimal(0);
  if (sale.purchase) {
    const amount = positive(sale.purchase.amount);
    const at = sale.purchase.at;
    earned = pointsEarnedFor(sale.purchase.settings, amount);
    points = points.plus(earned);
    if (!earned.isZero()) pointsRows.push({ delta: earned, kind: 'purchase', after: points });
    Object.assign(visit, {
      totalVisits: m.totalVisits + 1,
      totalSpent: fixed(new Decimal(m.totalSpent).plus(amount)),
      firstVisitAt: m.firstVisitAt && m.firstVisitAt < at ? m.firstVisitAt : at,
      lastVisitAt: m.lastVisitAt && m.lastVisitAt > at ? m.lastVisitAt : at,
    });
  }
  const row = { tenantId: tx.tenantId, memberId: m.id, reason: '', docRef: sale.docRef, userId: tx.userId };
  if (!pointsRows.length && !sale.credit.gt(0) && !sale.purchase) return fixed(earned);
  // The ledger rows and the member row in one statement.
  await writeTogether(tx, [
    pointsRows.length
      ? tx.db
          .insert(memberPointsLedger)
          .values(
            pointsRows.map((r) => ({ ...row, delta: fixed(r.delta), balanceAfter: fixed(r.after), kind: r.kind })),
          )
      : null,
    sale.credit.gt(0)
      ? tx.db.insert(memberCreditLedger).values({
          ...row,
          delta: fixed(sale.credit),
          balanceAfter: fixed(credit),
          kind: 'creditSale' as const,
        })
      : null,
    tx.db
      .update(members)
      .set({ ...visit, pointsBalance: fixed(points), creditBalance: fixed(credit), updatedAt: new Date() })
      .where(memberById(tx, m.id)),
  ]);
  return fixed(earned);
}
