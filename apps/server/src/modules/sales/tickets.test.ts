import { randomBytes } from 'node:crypto';
import { Err } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchant, newAppSession, ok } from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { orders } from '../../db/schema';
import type { ExceptionReview, TicketState } from './tickets.service';

const t = await startTestApp();

/** A minimal paid receipt written straight to the table (the receipts API is another engineer's). */
async function receipt(tenantId: number, storeId: number, over: Partial<typeof orders.$inferInsert> = {}) {
  const [o] = await t.db
    .insert(orders)
    .values({
      tenantId,
      clientId: `uuid_${randomBytes(4).toString('hex')}`,
      number: `R-${randomBytes(4).toString('hex')}`,
      storeId,
      channel: 'pos',
      status: 'paid',
      exception: 'unreviewed',
      exceptionReason: 'card terminal offline',
      orderedAt: new Date(),
      paidAt: new Date(),
      ...over,
    })
    .returning();
  return o;
}

async function stored(tenantId: number, id: number) {
  const [o] = await t.db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)));
  return o;
}

describe('ticket check', () => {
  it('checks and unchecks a receipt of the till store; repeating either is a no-op answer', async () => {
    const m = await merchant(t);
    const till = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['ticketCheck'] });
    const o = await receipt(m.tenantId, m.storeA, { status: 'unpaid', exception: 'none' });
    const checked = ok(await t.post<TicketState>('/app/ticket/check', { id: o.id }, { token: till.token }));
    expect(checked).toMatchObject({ id: o.id, ticketChecked: true, ticketCheckedAt: expect.any(String) });
    expect(ok(await t.post<TicketState>('/app/ticket/check', { id: o.id }, { token: till.token }))).toEqual(checked);
    expect((await stored(m.tenantId, o.id)).ticketChecked).toBe(true);
    const unchecked = ok(await t.post<TicketState>('/app/ticket/uncheck', { id: o.id }, { token: till.token }));
    expect(unchecked).toEqual({ id: o.id, ticketChecked: false, ticketCheckedAt: null });
    expect(ok(await t.post<TicketState>('/app/ticket/uncheck', { id: o.id }, { token: till.token }))).toEqual(
      unchecked,
    );
  });

  it('refuses a cancelled receipt (20103), another store or tenant (20067), no permission (20041)', async () => {
    const m = await merchant(t);
    const other = await merchant(t);
    const till = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['ticketCheck'] });
    const cancelled = await receipt(m.tenantId, m.storeA, { status: 'cancelled', exception: 'none' });
    const inB = await receipt(m.tenantId, m.storeB);
    const foreign = await receipt(other.tenantId, other.storeA);
    const check = (id: number, token = till.token) => t.post('/app/ticket/check', { id }, { token });
    expect((await check(cancelled.id)).code).toBe(Err.ORDER_CANCELLED);
    expect((await t.post('/app/ticket/uncheck', { id: cancelled.id }, { token: till.token })).code).toBe(
      Err.ORDER_CANCELLED,
    );
    expect((await check(inB.id)).code).toBe(Err.ORDER_MISSING);
    expect((await check(foreign.id)).code).toBe(Err.ORDER_MISSING);
    expect((await check(999_999_999)).code).toBe(Err.ORDER_MISSING);
    expect((await stored(m.tenantId, inB.id)).ticketChecked).toBe(false);
    const seller = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['sale'] });
    const mine = await receipt(m.tenantId, m.storeA);
    expect((await check(mine.id, seller.token)).code).toBe(Err.NO_PERMISSION);
    expect((await check(mine.id, m.token)).code).toBe(Err.NO_PERMISSION);
  });
});

describe('paid-invoice exception review', () => {
  it('on the POS: an unreviewed receipt becomes reviewed (approved) once; 1019 again; 20118 without exception', async () => {
    const m = await merchant(t);
    const till = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['approveDiscount'] });
    const o = await receipt(m.tenantId, m.storeA);
    const review = (id: number, body: object = { confirm: true }) =>
      t.post<ExceptionReview>('/app/exception/review', { id, ...body }, { token: till.token });
    expect((await review(o.id, {})).code).toBe(Err.PARAM);
    expect((await review(o.id, { confirm: false })).code).toBe(Err.PARAM);
    const done = ok(await review(o.id));
    expect(done).toMatchObject({ id: o.id, exception: 'reviewed', reviewedBy: till.userId });
    const row = await stored(m.tenantId, o.id);
    expect(row).toMatchObject({ exception: 'reviewed', reviewedBy: till.userId });
    expect(row.reviewedAt).not.toBeNull();
    expect((await review(o.id)).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    const plain = await receipt(m.tenantId, m.storeA, { exception: 'none' });
    expect((await review(plain.id)).code).toBe(Err.ORDER_INVALID);
  });

  it('on the POS: another store or tenant answers 20067; no approveDiscount answers 20041', async () => {
    const m = await merchant(t);
    const other = await merchant(t);
    const till = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['approveDiscount'] });
    const inB = await receipt(m.tenantId, m.storeB);
    const foreign = await receipt(other.tenantId, other.storeA);
    const review = (id: number, token = till.token) =>
      t.post('/app/exception/review', { id, confirm: true }, { token });
    expect((await review(inB.id)).code).toBe(Err.ORDER_MISSING);
    expect((await review(foreign.id)).code).toBe(Err.ORDER_MISSING);
    const checker = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['ticketCheck'] });
    const mine = await receipt(m.tenantId, m.storeA);
    expect((await review(mine.id, checker.token)).code).toBe(Err.NO_PERMISSION);
    expect((await review(mine.id, m.token)).code).toBe(Err.NO_PERMISSION);
    expect((await stored(m.tenantId, mine.id)).exception).toBe('unreviewed');
  });

  it('in the back office (reports): store-scoped and tenant-bound; POS sessions refused (20041)', async () => {
    const m = await merchant(t);
    const other = await merchant(t);
    const inA = await receipt(m.tenantId, m.storeA);
    const inB = await receipt(m.tenantId, m.storeB);
    const foreign = await receipt(other.tenantId, other.storeA);
    const review = (id: number, token: string) =>
      t.post<ExceptionReview>('/sales/exception/review', { id, confirm: true }, { token });
    const bOnly = await newStaffSession(t, m.tenantId, { menuCodes: [1], storeIds: [m.storeB] });
    expect((await review(inA.id, bOnly.token)).code).toBe(Err.ORDER_MISSING);
    expect(ok(await review(inB.id, bOnly.token))).toMatchObject({ exception: 'reviewed', reviewedBy: bOnly.userId });
    expect((await review(foreign.id, m.token)).code).toBe(Err.ORDER_MISSING);
    expect(ok(await review(inA.id, m.token)).reviewedBy).toBe(m.boss.user.id);
    const noReports = await newStaffSession(t, m.tenantId, { menuCodes: [2] });
    const later = await receipt(m.tenantId, m.storeA);
    expect((await review(later.id, noReports.token)).code).toBe(Err.NO_PERMISSION);
    const till = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['approveDiscount'] });
    expect((await review(later.id, till.token)).code).toBe(Err.NO_PERMISSION);
  });
});
