import { Err, type MemberLedgerRow, type MemberRow } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newMember, serviceCtx } from '../../../test/factories';
import { newTenant, startTestApp } from '../../../test/support/test-app';
import { memberCreditLedger, memberPointsLedger, members } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { createLedgerService } from './ledger.service';

const t = await startTestApp();
const ledger = createLedgerService();
type History = { list: MemberLedgerRow[]; total: number };

/** Cached balances of the member row and the sums of both ledgers. */
async function balances(tenantId: number, memberId: number) {
  const [m] = await t.db
    .select({ points: members.pointsBalance, credit: members.creditBalance })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.id, memberId)));
  const [p] = await t.db
    .select({ s: sum(memberPointsLedger.delta) })
    .from(memberPointsLedger)
    .where(and(eq(memberPointsLedger.tenantId, tenantId), eq(memberPointsLedger.memberId, memberId)));
  const [c] = await t.db
    .select({ s: sum(memberCreditLedger.delta) })
    .from(memberCreditLedger)
    .where(and(eq(memberCreditLedger.tenantId, tenantId), eq(memberCreditLedger.memberId, memberId)));
  return {
    points: new Decimal(m.points).toString(),
    pointsSum: new Decimal(p.s ?? 0).toString(),
    credit: new Decimal(m.credit).toString(),
    creditSum: new Decimal(c.s ?? 0).toString(),
  };
}

async function refusal(p: Promise<unknown>): Promise<number> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return e.code;
    throw e;
  }
  return 200;
}

describe('points', () => {
  it('adjusts points by hand with a reason, keeps the history, never goes below zero (20111)', async () => {
    const boss = await newTenant(t);
    const m = await newMember(t, boss.token);
    const adjust = (delta: string, reason = 'goodwill') =>
      t.post<MemberRow>('/member/points/adjust', { memberId: m.id, delta, reason }, { token: boss.token });
    expect((await adjust('12.5')).data.pointsBalance).toBe('12.5000');
    expect((await adjust('-2.25', 'typo')).data.pointsBalance).toBe('10.2500');
    expect((await adjust('-10.2501')).code).toBe(Err.WALLET_BALANCE_INSUFFICIENT);
    expect((await adjust('5', ' ')).code).toBe(Err.PARAM);
    expect((await adjust('0')).code).toBe(Err.PARAM);
    expect((await adjust('1.23456')).code).toBe(Err.PARAM);
    expect((await adjust('-10.25', 'zero it')).data.pointsBalance).toBe('0.0000');
    const history = await t.post<History>('/member/points/history', { memberId: m.id }, { token: boss.token });
    expect(history.data.total).toBe(3);
    expect(history.data.list.map((r) => [r.delta, r.balanceAfter, r.kind, r.reason])).toEqual([
      ['-10.2500', '0.0000', 'adjust', 'zero it'],
      ['-2.2500', '10.2500', 'adjust', 'typo'],
      ['12.5000', '12.5000', 'adjust', 'goodwill'],
    ]);
    expect(history.data.list[0]).toMatchObject({ docRef: null, userId: boss.user.id, userName: 'Ana Boss' });
    const b = await balances(boss.user.tenantId, m.id);
    expect(b.points).toBe(b.pointsSum);
  });

  it('earns points per the settings (percentage of the amount), redeems them, and counts visits', async () => {
    const boss = await newTenant(t);
    const m = await newMember(t, boss.token);
    const ctx = serviceCtx(t, boss.user.tenantId, boss.user.id);
    // Points are off by default (POINTS_DEFAULTS): nothing earned.
    expect(await ledger.earnPoints(ctx, m.id, '100', 'R-1')).toBe('0.0000');
    const saved = await t.post('/setting/integral/save', { enabled: true, earnRatio: '2.5' }, { token: boss.token });
    expect(saved.code).toBe(200);
    expect(await ledger.earnPoints(ctx, m.id, '99.99', 'R-2')).toBe('2.4997');
    expect(
      await ledger.recordPurchase(ctx, m.id, { amount: '40', docRef: 'R-3', at: new Date('2024-05-01T10:00:00Z') }),
    ).toBe('1.0000');
    await ledger.recordPurchase(ctx, m.id, { amount: '10', docRef: 'R-4', at: new Date('2024-04-01T10:00:00Z') });
    const after = await ledger.redeemPoints(ctx, m.id, '3', 'R-5');
    expect(after).toMatchObject({
      pointsBalance: '0.7497',
      totalVisits: 2,
      totalSpent: '50.0000',
      firstVisitAt: '2024-04-01T10:00:00.000Z',
      lastVisitAt: '2024-05-01T10:00:00.000Z',
    });
    expect(await refusal(ledger.redeemPoints(ctx, m.id, '0.75', 'R-6'))).toBe(Err.WALLET_BALANCE_INSUFFICIENT);
    expect(await refusal(ledger.redeemPoints(ctx, m.id, '0', 'R-6'))).toBe(Err.AMOUNT_ILLEGAL);
    expect(await refusal(ledger.earnPoints(ctx, 999_999_999, '10', 'R-7'))).toBe(Err.MEMBER_MISSING);
    const other = await newTenant(t);
    expect(await refusal(ledger.earnPoints(serviceCtx(t, other.user.tenantId, other.user.id), m.id, '10', 'R-8'))).toBe(
      Err.MEMBER_MISSING,
    );
    const history = await t.post<History>('/member/points/history', { memberId: m.id }, { token: boss.token });
    expect(history.data.list.map((r) => [r.kind, r.delta, r.docRef])).toEqual([
      ['redeem', '-3.0000', 'R-5'],
      ['purchase', '0.2500', 'R-4'],
      ['purchase', '1.0000', 'R-3'],
      ['purchase', '2.4997', 'R-2'],
    ]);
    const b = await balances(boss.user.tenantId, m.id);
    expect(b.points).toBe(b.pointsSum);
  });

  it('keeps balance = Σ ledger under 30 parallel adjustments', { timeout: 120_000 }, async () => {
    const boss = await newTenant(t);
    const m = await newMember(t, boss.token);
    await t.post('/member/points/adjust', { memberId: m.id, delta: '20', reason: 'start' }, { token: boss.token });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.post(
          '/member/points/adjust',
          { memberId: m.id, delta: i % 2 ? '-1' : '1.5', reason: `p${i}` },
          { token: boss.token },
        ),
      ),
    );
    expect(results.every((r) => r.code === 200)).toBe(true);
    const b = await balances(boss.user.tenantId, m.id);
    expect(b.points).toBe('27.5');
    expect(b.pointsSum).toBe('27.5');
    // Draining in parallel: exactly enough succeed to reach zero, never below.
    const drains = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.post('/member/points/adjust', { memberId: m.id, delta: '-2.5', reason: 'drain' }, { token: boss.token }),
      ),
    );
    expect(drains.filter((r) => r.code === 200)).toHaveLength(11);
    expect(drains.filter((r) => r.code !== 200).every((r) => r.code === Err.WALLET_BALANCE_INSUFFICIENT)).toBe(true);
    const end = await balances(boss.user.tenantId, m.id);
    expect(end.points).toBe('0');
    expect(end.pointsSum).toBe('0');
  });
});

describe('credit', () => {
  it('charges credit sales up to the limit (20111 beyond it or when not on credit) and takes repayments', async () => {
    const boss = await newTenant(t);
    const m = await newMember(t, boss.token, { onCredit: true, creditLimit: '100' });
    const plain = await newMember(t, boss.token);
    const ctx = serviceCtx(t, boss.user.tenantId, boss.user.id);
    expect(await refusal(ledger.chargeCredit(ctx, plain.id, '1', 'R-0'))).toBe(Err.WALLET_BALANCE_INSUFFICIENT);
    expect((await ledger.chargeCredit(ctx, m.id, '60', 'R-1')).creditBalance).toBe('60.0000');
    expect(await refusal(ledger.chargeCredit(ctx, m.id, '40.0001', 'R-2'))).toBe(Err.WALLET_BALANCE_INSUFFICIENT);
    expect((await ledger.chargeCredit(ctx, m.id, '40', 'R-3')).creditBalance).toBe('100.0000');
    expect(await refusal(ledger.chargeCredit(ctx, m.id, '-5', 'R-4'))).toBe(Err.AMOUNT_ILLEGAL);

    const repay = (amount: string) =>
      t.post<MemberRow>('/member/credit/repay', { memberId: m.id, amount, reason: 'cash' }, { token: boss.token });
    expect((await repay('30.5')).data.creditBalance).toBe('69.5000');
    expect((await repay('69.5001')).code).toBe(Err.AMOUNT_ILLEGAL);
    expect((await repay('0')).code).toBe(Err.PARAM);
    expect((await repay('-1')).code).toBe(Err.PARAM);
    const history = await t.post<History>('/member/credit/history', { memberId: m.id }, { token: boss.token });
    expect(history.data.list.map((r) => [r.kind, r.delta, r.balanceAfter, r.docRef])).toEqual([
      ['repayment', '-30.5000', '69.5000', null],
      ['creditSale', '40.0000', '100.0000', 'R-3'],
      ['creditSale', '60.0000', '60.0000', 'R-1'],
    ]);
    const owing = await t.post<{ total: number }>('/member/list', { owing: true }, { token: boss.token });
    expect(owing.data.total).toBe(1);
    const b = await balances(boss.user.tenantId, m.id);
    expect(b.credit).toBe('69.5');
    expect(b.creditSum).toBe('69.5');
  });

  it('never passes the limit under parallel credit sales', async () => {
    const boss = await newTenant(t);
    const m = await newMember(t, boss.token, { onCredit: true, creditLimit: '50' });
    const ctx = serviceCtx(t, boss.user.tenantId, boss.user.id);
    const codes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => refusal(ledger.chargeCredit(ctx, m.id, '7', `R-${i}`))),
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(7);
    const b = await balances(boss.user.tenantId, m.id);
    expect(b.credit).toBe('49');
    expect(b.creditSum).toBe('49');
  });
});
